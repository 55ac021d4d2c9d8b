import { describe, expect, it } from 'vitest';
import { authReducer, restoreAuthState, SIGNED_OUT } from './auth-state.ts';
import type { AuthState } from './auth-state.ts';

const signedIn: AuthState = { ...SIGNED_OUT, isAuthenticated: true, emailVerified: true };

describe('authReducer (spec §4 Auth check, Login / register)', () => {
  it('is-auth authenticated=true signs in and takes the e-mail verification from the answer', () => {
    expect(authReducer(SIGNED_OUT, { type: 'checked', authenticated: true, emailVerified: false })).toMatchObject({ isAuthenticated: true, emailVerified: false });
  });

  it('is-auth authenticated=false, a 401 or a logout clears every auth datum', () => {
    const seller = authReducer(signedIn, { type: 'profileLoaded', userType: 'seller', emailVerified: true });
    expect(authReducer(seller, { type: 'checked', authenticated: false, emailVerified: false })).toEqual(SIGNED_OUT);
    expect(authReducer(seller, { type: 'cleared' })).toEqual(SIGNED_OUT);
  });

  it('a failed check keeps the session flag and marks the e-mail unverified', () => {
    expect(authReducer(signedIn, { type: 'checkFailed' })).toEqual({ ...signedIn, emailVerified: false });
  });

  it('a profile without user_type requires the account-type choice; with one it marks buyer or seller', () => {
    expect(authReducer(signedIn, { type: 'profileLoaded', userType: null, emailVerified: true })).toMatchObject({ needsUserTypeSelection: true, isSeller: false });
    const buyer = authReducer(signedIn, { type: 'profileLoaded', userType: 'buyer', emailVerified: true });
    expect(buyer).toMatchObject({ userType: 'buyer', isSeller: false, needsUserTypeSelection: false });
    expect(authReducer(buyer, { type: 'profileLoaded', userType: 'seller', emailVerified: true })).toMatchObject({ userType: 'seller', isSeller: true });
  });

  it('ignores a profile that arrives after signing out', () => {
    expect(authReducer(SIGNED_OUT, { type: 'profileLoaded', userType: null, emailVerified: true })).toBe(SIGNED_OUT);
  });

  it('login OK authenticates; VERIFY only asks for verification', () => {
    expect(authReducer({ ...SIGNED_OUT, needsVerification: true }, { type: 'signedIn' })).toMatchObject({ isAuthenticated: true, needsVerification: false, emailVerified: true });
    expect(authReducer(SIGNED_OUT, { type: 'verificationRequired' })).toEqual({ ...SIGNED_OUT, needsVerification: true });
  });

  it('a 403 for an unverified e-mail marks it', () => {
    expect(authReducer(signedIn, { type: 'unverified' })).toMatchObject({ isAuthenticated: true, emailVerified: false, needsVerification: true });
  });
});

describe('restoreAuthState', () => {
  it('starts from the stored session flag and user type', () => {
    expect(restoreAuthState('true', 'seller')).toMatchObject({ isAuthenticated: true, userType: 'seller', isSeller: true, needsUserTypeSelection: false });
    expect(restoreAuthState('true', 'admin')).toMatchObject({ isAuthenticated: true, userType: null });
    expect(restoreAuthState(null, 'buyer')).toEqual(SIGNED_OUT);
  });
});
