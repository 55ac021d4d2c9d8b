import { isAuthResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { dispatchAuth } from '../store/auth-store.ts';
import type { AuthState } from '../store/auth-state.ts';

/**
 * Spec §4 Auth check: `GET /api/is-auth` (which also hands this browser its XSRF-TOKEN cookie). Never fails:
 * authenticated=false or a 401 clears the auth data, any other error keeps the stored session flag and marks
 * the e-mail unverified. The profile is loaded by whoever shows it, once the state says signed in.
 */
export async function checkAuth(): Promise<AuthState> {
  try {
    const answer = await apiClient.get('/api/is-auth', isAuthResponseSchema, { silent: true, withLocale: false });
    return dispatchAuth({ type: 'checked', authenticated: answer.authenticated, emailVerified: answer.emailVerified });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return dispatchAuth({ type: 'cleared' });
    console.error('Auth check failed', error);
    return dispatchAuth({ type: 'checkFailed' });
  }
}

export const AUTH_CHECK_KEY = ['auth', 'check'] as const;

export function authCheckQueryOptions() {
  return queryOptions({
    queryKey: AUTH_CHECK_KEY,
    queryFn: () => checkAuth(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * Whether the session has been checked (or the check has failed): until then the stored session flag may be
 * stale, so what depends on being signed in or not waits. It shares the startup's check (one request).
 */
export function useAuthChecked(): boolean {
  return !useQuery(authCheckQueryOptions()).isPending;
}
