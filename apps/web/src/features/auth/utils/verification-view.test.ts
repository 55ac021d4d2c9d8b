import { describe, expect, it } from 'vitest';
import { verificationView } from './verification-view.ts';

const visitor = { isAuthenticated: false, emailVerified: false };

describe('verificationView', () => {
  it("follows the link's status", () => {
    expect(verificationView('success', visitor)).toMatchObject({ state: 'success', resend: false });
    expect(verificationView('already-verified', visitor)).toMatchObject({ state: 'already-verified', resend: false });
    expect(verificationView('invalid', visitor)).toMatchObject({ state: 'invalid', resend: true });
  });

  it('without one: already verified for a verified user, required (with resend) for everybody else', () => {
    expect(verificationView(null, { isAuthenticated: true, emailVerified: true }).state).toBe('already-verified');
    expect(verificationView(null, { isAuthenticated: true, emailVerified: false })).toMatchObject({ state: 'required', resend: true });
    expect(verificationView('bogus', visitor).state).toBe('required');
  });
});
