import { authResultResponseSchema, loginBodySchema } from '@skins/shared';
import type { AuthResultResponse, LoginInput } from '@skins/shared';
import { apiClient, fetchCsrfCookie } from '../../../lib/api-client.ts';
import { dispatchAuth } from '../store/auth-store.ts';

/**
 * Spec §4 Login: OK signs in; VERIFY marks the e-mail as needing verification (the caller shows the
 * verification screen); any other answer rejects with the server's message (an ApiError).
 */
export async function signIn(body: LoginInput): Promise<AuthResultResponse> {
  await fetchCsrfCookie();
  const answer = await apiClient.post('/api/login', authResultResponseSchema, loginBodySchema, body, { silent: true });
  dispatchAuth(answer.status === 'OK' ? { type: 'signedIn' } : { type: 'verificationRequired' });
  return answer;
}
