import { authResultResponseSchema, registerBodySchema } from '@skins/shared';
import type { AuthResultResponse, RegisterInput } from '@skins/shared';
import { apiClient, fetchCsrfCookie } from '../../../lib/api-client.ts';
import { dispatchAuth } from '../store/auth-store.ts';

/**
 * Spec §7 POST /register. The api answers VERIFY (a verification e-mail is on its way); it never signs in.
 * A user type left out is asked by the account-type modal after the first sign-in.
 */
export async function register(body: RegisterInput): Promise<AuthResultResponse> {
  await fetchCsrfCookie();
  const answer = await apiClient.post('/api/register', authResultResponseSchema, registerBodySchema, body, { silent: true });
  dispatchAuth(answer.status === 'OK' ? { type: 'signedIn' } : { type: 'verificationRequired' });
  return answer;
}
