import { updateProfileBodySchema, userProfileUpdatedResponseSchema } from '@skins/shared';
import type { UpdateProfileInput } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { profileQueryKey, USER_QUERY_ROOT } from '../../auth/index.ts';

/**
 * PUT /user/profile with the fields of one form (the api changes only the fields sent). The answer is the
 * updated profile; the profile is then reloaded in every currency and language (spec §7).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (fields: UpdateProfileInput) => (await apiClient.put('/api/user/profile', userProfileUpdatedResponseSchema, updateProfileBodySchema, fields)).payload,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey(locale), profile);
      await queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'profile'] });
    },
  });
}
