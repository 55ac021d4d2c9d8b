import type { UserType } from '@skins/shared';

/** Spec §3 Auth state. */
export interface AuthState {
  isAuthenticated: boolean;
  emailVerified: boolean;
  /** Sign-in or sign-up answered VERIFY, or a call was refused for an unverified e-mail. */
  needsVerification: boolean;
  userType: UserType | null;
  /** True only for a seller (spec §6). */
  isSeller: boolean;
  /** Signed in, and the profile has no user_type: the account-type modal must be answered (spec §4). */
  needsUserTypeSelection: boolean;
}

export type AuthAction =
  /** GET /is-auth answered. */
  | { type: 'checked'; authenticated: boolean; emailVerified: boolean }
  /** GET /is-auth failed other than with a 401. */
  | { type: 'checkFailed' }
  /** Sign-in answered OK. */
  | { type: 'signedIn' }
  /** Sign-in or sign-up answered VERIFY. */
  | { type: 'verificationRequired' }
  /** A 403 'Your email address is not verified.'. */
  | { type: 'unverified' }
  /** The profile arrived (at startup, after sign-in, after the type was chosen). */
  | { type: 'profileLoaded'; userType: UserType | null; emailVerified: boolean }
  /** authenticated=false, a 401, or sign-out: every auth datum goes. */
  | { type: 'cleared' };

export const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  emailVerified: false,
  needsVerification: false,
  userType: null,
  isSeller: false,
  needsUserTypeSelection: false,
};

function withUserType(state: AuthState, userType: UserType | null): AuthState {
  return { ...state, userType, isSeller: userType === 'seller', needsUserTypeSelection: state.isAuthenticated && userType === null };
}

/** The transitions of spec §4 Auth check and Login / register, as a pure function. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'checked':
      if (!action.authenticated) return SIGNED_OUT;
      return { ...state, isAuthenticated: true, emailVerified: action.emailVerified, needsVerification: state.needsVerification && !action.emailVerified };
    case 'checkFailed':
      // The stored session flag stays; nothing proves the e-mail verified.
      return { ...state, emailVerified: false };
    case 'signedIn':
      // Sign-in answers OK only for a verified e-mail; the profile then tells the type.
      return { ...state, isAuthenticated: true, emailVerified: true, needsVerification: false };
    case 'verificationRequired':
      return { ...state, needsVerification: true };
    case 'unverified':
      return { ...state, emailVerified: false, needsVerification: true };
    case 'profileLoaded':
      if (!state.isAuthenticated) return state;
      return withUserType({ ...state, emailVerified: action.emailVerified, needsVerification: state.needsVerification && !action.emailVerified }, action.userType);
    case 'cleared':
      return SIGNED_OUT;
  }
}

/**
 * The state a visit starts from, before the auth check answers: the stored session flag and user type
 * (spec §3 auth_session, auth_user_type). Whether a type must still be chosen is known only from the profile.
 */
export function restoreAuthState(session: string | null, userType: string | null): AuthState {
  if (session !== 'true') return SIGNED_OUT;
  const type = userType === 'buyer' || userType === 'seller' ? userType : null;
  return { ...SIGNED_OUT, isAuthenticated: true, userType: type, isSeller: type === 'seller' };
}
