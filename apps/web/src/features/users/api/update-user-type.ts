import { updateUserTypeBodySchema, userProfileUpdatedResponseSchema } from '@skins/shared';
import type { UserType } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dispatchAuth, USER_QUERY_ROOT } from '../../auth/index.ts';

/** POST /user/update-user-type, then the profile is fetched again (spec §4 Account-type modal). */
export function useUpdateUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userType: UserType) => (await apiClient.post('/api/user/update-user-type', userProfileUpdatedResponseSchema, updateUserTypeBodySchema, { user_type: userType })).payload,
    onSuccess: async (profile) => {
      dispatchAuth({ type: 'profileLoaded', userType: profile.user_type, emailVerified: profile.email_verified });
      await queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'profile'] });
    },
  });
}
