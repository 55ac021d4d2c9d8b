import { userProfileResponseSchema } from '@skins/shared';
import type { UserProfile } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { USER_QUERY_ROOT } from '../../../lib/query-roots.ts';
import { dispatchAuth, useAuth } from '../store/auth-store.ts';

/**
 * Queries of the signed-in user's own data start with this key (the profile, and the cart, orders and sell
 * orders as they arrive); they are dropped when the session ends, so nothing of one user shows to the next.
 */
export { USER_QUERY_ROOT };

export const profileQueryKey = (locale: RequestLocale) => [USER_QUERY_ROOT, 'profile', locale] as const;

/** Every profile that arrives updates the auth state: the user type, and whether it must still be chosen (spec §4). */
async function fetchProfile(): Promise<UserProfile> {
  try {
    const { payload } = await apiClient.get('/api/user/profile', userProfileResponseSchema);
    dispatchAuth({ type: 'profileLoaded', userType: payload.user_type, emailVerified: payload.email_verified });
    return payload;
  } catch (error) {
    if (isApiError(error) && error.status === 401) dispatchAuth({ type: 'cleared' });
    throw error;
  }
}

export function profileQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: profileQueryKey(locale),
    queryFn: () => fetchProfile(),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's profile; idle for a visitor. */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...profileQueryOptions(useRequestLocale()), enabled: isAuthenticated });
}
