import { messageResponseSchema } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, NO_BODY } from '../../../lib/api-client.ts';
import { dispatchAuth } from '../store/auth-store.ts';
import { signedOutOnPurpose } from '../utils/session-expiry.ts';
import { USER_QUERY_ROOT } from './get-profile.ts';

/** Ends the session on this side: auth data, stored flags and the user's cached data. */
export function clearSession(queryClient: QueryClient): void {
  dispatchAuth({ type: 'cleared' });
  queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
}

/**
 * The user's own Log out on a login-required page (spec §2: the account page's returns home). The page may
 * still render once signed out before home replaces it (a router navigation is a transition): its guard
 * stays quiet.
 */
export function signOutOnPurpose(queryClient: QueryClient): void {
  signedOutOnPurpose.raise();
  clearSession(queryClient);
}

/** POST /api/logout. Its result does not matter: the caller clears the session whatever it is (spec §4 Logout). */
export async function logoutOnServer(): Promise<void> {
  try {
    await apiClient.post('/api/logout', messageResponseSchema, NO_BODY, undefined, { silent: true });
  } catch (error) {
    console.error('Logout failed', error);
  }
}
