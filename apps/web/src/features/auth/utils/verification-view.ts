import type { TranslationKey } from '@skins/shared/i18n';
import type { AuthState } from '../store/auth-state.ts';

export type VerificationState = 'success' | 'already-verified' | 'invalid' | 'required';

export interface VerificationView {
  state: VerificationState;
  tone: 'success' | 'error' | 'info';
  title: TranslationKey;
  text: TranslationKey;
  /** Offers 'Resend verification email'. */
  resend: boolean;
}

const VIEWS: Record<VerificationState, VerificationView> = {
  success: { state: 'success', tone: 'success', title: 'auth.verify.successTitle', text: 'auth.verify.successText', resend: false },
  'already-verified': { state: 'already-verified', tone: 'success', title: 'auth.verify.alreadyTitle', text: 'auth.verify.alreadyText', resend: false },
  invalid: { state: 'invalid', tone: 'error', title: 'auth.verify.invalidTitle', text: 'auth.verify.invalidText', resend: true },
  required: { state: 'required', tone: 'info', title: 'auth.verify.requiredTitle', text: 'auth.verify.requiredTextNoEmail', resend: true },
};

/**
 * The verification page's state: the link's `status` when it carries one; otherwise 'already verified' for
 * a signed-in user whose e-mail is verified, and 'verification required' for everybody else.
 */
export function verificationView(status: string | null, auth: Pick<AuthState, 'isAuthenticated' | 'emailVerified'>): VerificationView {
  if (status === 'success' || status === 'already-verified' || status === 'invalid') return VIEWS[status];
  return auth.isAuthenticated && auth.emailVerified ? VIEWS['already-verified'] : VIEWS.required;
}
