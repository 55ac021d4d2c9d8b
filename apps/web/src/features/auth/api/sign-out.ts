import { messageResponseSchema } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, NO_BODY } from '../../../lib/api-client.ts';
import { dispatchAuth } from '../store/auth-store.ts';
import { USER_QUERY_ROOT } from './get-profile.ts';

/** Ends the session on this side: auth data, stored flags and the user's cached data. */
export function clearSession(queryClient: QueryClient): void {
  dispatchAuth({ type: 'cleared' });
  queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
}

/** POST /api/logout. Its result does not matter: the caller clears the session whatever it is (spec §4 Logout). */
export async function logoutOnServer(): Promise<void> {
  try {
    await apiClient.post('/api/logout', messageResponseSchema, NO_BODY, undefined, { silent: true });
  } catch (error) {
    console.error('Logout failed', error);
  }
}
