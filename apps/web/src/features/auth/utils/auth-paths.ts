import { EMAIL_VERIFICATION_PAGE, RESET_PASSWORD_PAGE } from '@skins/shared';

/**
 * The auth screens. Not under /auth: those paths belong to the api (Steam sign-in, sign-out), which the
 * one-origin deployment and the dev proxy send to the backend.
 */
export const AUTH_PATHS = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: RESET_PASSWORD_PAGE,
  emailVerification: EMAIL_VERIFICATION_PAGE,
} as const;

/** The guest-only screens (spec §2 route name Auth: the footer promo shows there too). */
export const AUTH_SCREEN_PATHS: readonly string[] = [AUTH_PATHS.signIn, AUTH_PATHS.signUp, AUTH_PATHS.forgotPassword, AUTH_PATHS.resetPassword];

/** A path with the `redirect` query carried along, when there is one. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
