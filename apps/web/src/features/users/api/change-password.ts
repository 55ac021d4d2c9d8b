import { changePasswordBodySchema, messageResponseSchema } from '@skins/shared';
import type { ChangePasswordBody } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /user/change-password; the api signs out every other session and re-issues this one's XSRF token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => (await apiClient.post('/api/user/change-password', messageResponseSchema, changePasswordBodySchema, body)).message,
  });
}
