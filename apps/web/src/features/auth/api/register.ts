import { authResultResponseSchema, registerBodySchema } from '@skins/shared';
import type { AuthResultResponse, UserType } from '@skins/shared';
import { apiClient, fetchCsrfCookie } from '../../../lib/api-client.ts';
import { dispatchAuth } from '../store/auth-store.ts';

export interface RegisterInput {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  passConfirm: string;
  /** Left out when not chosen: the account-type modal asks after the first sign-in. */
  userType?: UserType;
}

/** Spec §7 POST /register. The api answers VERIFY (a verification e-mail is on its way); it never signs in. */
export async function register(input: RegisterInput): Promise<AuthResultResponse> {
  await fetchCsrfCookie();
  const answer = await apiClient.post(
    '/api/register',
    authResultResponseSchema,
    registerBodySchema,
    {
      name: input.name.trim(),
      surname: input.surname.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      password: input.password,
      passConfirm: input.passConfirm,
      ...(input.userType ? { user_type: input.userType } : {}),
      accept_terms: true,
    },
    { silent: true },
  );
  dispatchAuth(answer.status === 'OK' ? { type: 'signedIn' } : { type: 'verificationRequired' });
  return answer;
}
