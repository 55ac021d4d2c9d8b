import { AUTH_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { issueEmailToken } from '../src/services/auth/email-tokens.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, uniqueEmail } from './helpers/identity.ts';
import { startSessionForTest } from './helpers/sessions.ts';

const NEW_PASSWORD = 'Fresh-password-7';

describe('password reset and change', () => {
  const ctx = useTestApp();

  async function reset(token: string, email: string, password = NEW_PASSWORD) {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    return browser.post('/api/reset-password', { token, email, password, password_confirmation: password });
  }

  it('a reset token works once', async () => {
    const user = await createTestUser(ctx.db);
    const token = await issueEmailToken(ctx.db, user.id, 'reset_password');
    expect((await reset(token, user.email!)).statusCode).toBe(200);
    const again = await reset(token, user.email!, 'Another-pass-8');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.invalidResetToken, errors: { token: [AUTH_MESSAGES.invalidResetToken] } });
    expect((await new TestBrowser(ctx.app).login(user.email!, NEW_PASSWORD)).json().status).toBe('OK');
  });

  it('an expired reset token, another account\'s address or a verification token does not reset', async () => {
    const user = await createTestUser(ctx.db);
    const expired = await issueEmailToken(ctx.db, user.id, 'reset_password', new Date(Date.now() - 31 * 60_000));
    expect((await reset(expired, user.email!)).statusCode).toBe(422);
    const valid = await issueEmailToken(ctx.db, user.id, 'reset_password');
    expect((await reset(valid, uniqueEmail())).statusCode).toBe(422);
    const verification = await issueEmailToken(ctx.db, user.id, 'verify_email');
    expect((await reset(verification, user.email!)).statusCode).toBe(422);
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
    // The valid one was not used up by the wrong-address attempt.
    expect((await reset(valid, user.email!)).statusCode).toBe(200);
  });

  it('an expired verification token does not verify', async () => {
    const user = await createTestUser(ctx.db, { verified: false });
    const token = await issueEmailToken(ctx.db, user.id, 'verify_email', new Date(Date.now() - 61 * 60_000));
    const landed = await new TestBrowser(ctx.app).get(`/api/email/verify?token=${token}`);
    expect(landed.headers.location).toBe('http://localhost:5173/email-verification?status=invalid');
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });

  it('validates the reset form', async () => {
    const response = await reset('', 'nope', 'weak');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'token']);
  });

  it('changing the password needs the current one and signs out every other session', async () => {
    const user = await createTestUser(ctx.db);
    const here = new TestBrowser(ctx.app);
    const elsewhere = new TestBrowser(ctx.app);
    await here.login(user.email!, user.password);
    await elsewhere.login(user.email!, user.password);
    const oldCookie = here.cookies.get('skins_session');

    const wrong = await here.post('/api/user/change-password', { current_password: 'Not-it-123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
    const mismatch = await here.post('/api/user/change-password', { current_password: user.password, password: NEW_PASSWORD, password_confirmation: 'Other-123' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [AUTH_MESSAGES.passwordsDoNotMatch] });

    const changed = await here.post('/api/user/change-password', { current_password: user.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(changed.json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.passwordChanged });
    // This browser carries on in a new session; the other one and the old cookie are signed out.
    expect(here.cookies.get('skins_session')).not.toBe(oldCookie);
    expect((await here.get('/api/user/profile')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user/profile')).statusCode).toBe(401);
    const replay = new TestBrowser(ctx.app);
    replay.cookies.set('skins_session', oldCookie!);
    expect((await replay.get('/api/user/profile')).statusCode).toBe(401);
    expect((await new TestBrowser(ctx.app).login(user.email!, NEW_PASSWORD)).json().status).toBe('OK');
  });

  it('lets a Steam-only account set a first password without a current one', async () => {
    const user = await createTestUser(ctx.db, { password: null });
    const browser = new TestBrowser(ctx.app);
    // Signed in as a Steam sign-in would: this account has no password to sign in with.
    await startSessionForTest(ctx.db, browser, user.id);
    expect((await browser.get('/api/user/profile')).json().payload.has_password).toBe(false);
    const set = await browser.post('/api/user/change-password', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await new TestBrowser(ctx.app).login(user.email!, NEW_PASSWORD)).json().status).toBe('OK');
  });

  it('needs a signed-in user', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const response = await browser.post('/api/user/change-password', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });
});
