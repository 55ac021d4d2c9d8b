import { EMAIL_VERIFICATION_PAGE } from '@skins/shared';

/** The e-mail verification page, keeping where the visitor was headed (spec §2: a `redirect` query). */
export function verificationLocation(redirect: string | null): string {
  return redirect ? `${EMAIL_VERIFICATION_PAGE}?redirect=${encodeURIComponent(redirect)}` : EMAIL_VERIFICATION_PAGE;
}

/** What the sign-in and sign-up screens pass to the verification page. */
export interface VerificationNavigationState {
  email?: string;
}

export function verificationEmailOf(state: unknown): string | null {
  const email = (state as VerificationNavigationState | null)?.email;
  return typeof email === 'string' && email ? email : null;
}
