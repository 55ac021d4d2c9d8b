import { emailBodySchema, messageResponseSchema, resetPasswordBodySchema } from '@skins/shared';
import type { ResetPasswordInput } from '@skins/shared';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /resendConfirmationLink: the same answer for any address (the api does not tell who is registered). */
export async function resendVerification(email: string): Promise<string> {
  return (await apiClient.post('/api/resendConfirmationLink', messageResponseSchema, emailBodySchema, { email: email.trim() }, { silent: true })).message;
}

/** POST /user/reset-password: e-mails a reset link (same answer for unknown addresses). */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await apiClient.post('/api/user/reset-password', messageResponseSchema, emailBodySchema, { email: email.trim() }, { silent: true })).message;
}

/** POST /reset-password with the token and e-mail of the link. */
export async function resetPassword(body: ResetPasswordInput): Promise<string> {
  return (await apiClient.post('/api/reset-password', messageResponseSchema, resetPasswordBodySchema, body, { silent: true })).message;
}
