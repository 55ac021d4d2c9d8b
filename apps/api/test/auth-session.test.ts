import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@skins/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiToken, revokeApiToken } from '../src/services/auth/api-tokens.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, uniqueEmail } from './helpers/identity.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sign-in, sessions and sign-out', () => {
  const ctx = useTestApp();

  it('signs in: an HttpOnly, Lax session cookie of 256 random bits, stored only as its SHA-256', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    const response = await browser.login(user.email!, user.password);
    expect(response.json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.loggedIn });
    const cookie = response.cookies.find((c) => c.name === 'skins_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const sessions = await ctx.db.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.id)).toEqual([sha256(cookie.value)]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers is-auth for visitors and signed-in users', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    expect((await browser.get('/api/is-auth')).json()).toEqual({ status: 'OK', authenticated: false, emailVerified: false });
    // is-auth hands out an XSRF token, so a web app that starts with it can write at once.
    expect(browser.cookies.has('XSRF-TOKEN')).toBe(true);
    await browser.login(user.email!, user.password);
    expect((await browser.get('/api/is-auth')).json()).toEqual({ status: 'OK', authenticated: true, emailVerified: true });
  });

  it('gives a new session id at every sign-in and retires the one the browser had (fixation)', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.login(user.email!, user.password);
    const first = browser.cookies.get('skins_session')!;
    await browser.login(user.email!, user.password);
    const second = browser.cookies.get('skins_session')!;
    expect(second).not.toBe(first);
    expect((await ctx.db.session.findUniqueOrThrow({ where: { id: sha256(first) } })).revokedAt).not.toBeNull();
  });

  it('answers VERIFY for the right password of an unverified e-mail, without a session', async () => {
    const user = await createTestUser(ctx.db, { verified: false });
    const browser = new TestBrowser(ctx.app);
    const response = await browser.login(user.email!, user.password);
    expect(response.json()).toEqual({ status: 'VERIFY', message: AUTH_MESSAGES.verifyEmail });
    expect(browser.cookies.has('skins_session')).toBe(false);
    // A wrong password for the same account is just wrong: VERIFY tells only the owner anything.
    expect((await browser.login(user.email!, 'Wrong-password-1')).statusCode).toBe(422);
  });

  it('refuses wrong passwords, unknown e-mails and Steam-only accounts with the same answer', async () => {
    const user = await createTestUser(ctx.db);
    const steamOnly = await createTestUser(ctx.db, { password: null });
    const browser = new TestBrowser(ctx.app);
    const answers = await Promise.all([
      browser.login(user.email!, 'Wrong-password-1'),
      browser.login(uniqueEmail('nobody'), 'Wrong-password-1'),
      browser.login(steamOnly.email!, 'Wrong-password-1'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      const { request_id: _ignored, ...body } = answer.json();
      expect(body).toEqual({
        status: 'ERROR',
        code: 'VALIDATION',
        message: AUTH_MESSAGES.badCredentials,
        errors: { username: [AUTH_MESSAGES.badCredentials] },
      });
    }
  });

  it('validates the sign-in form (e-mail format, password present)', async () => {
    const response = await new TestBrowser(ctx.app).login('not-an-email', '');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ username: ['Invalid email format'], password: ['The password field is required.'] });
  });

  it('signs out: the old cookie is refused afterwards (401), also when replayed from another browser', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.login(user.email!, user.password);
    const stolen = browser.cookies.get('skins_session')!;
    expect((await browser.post('/api/logout')).json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.loggedOut });
    expect(browser.cookies.has('skins_session')).toBe(false);
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);

    const attacker = new TestBrowser(ctx.app);
    attacker.cookies.set('skins_session', stolen);
    const replay = await attacker.get('/api/user/profile');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status: 'ERROR', message: AUTH_MESSAGES.unauthenticated });
    // A dead cookie is dropped by the auth check, and the browser gets a token for its anonymous state.
    expect((await attacker.get('/api/is-auth')).json()).toMatchObject({ authenticated: false });
    expect(attacker.cookies.has('skins_session')).toBe(false);
  });

  it('GET /auth/logout ends the session and returns to the web app', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.login(user.email!, user.password);
    const token = browser.cookies.get('skins_session')!;
    const response = await browser.get('/auth/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:5173/');
    expect((await ctx.db.session.findUniqueOrThrow({ where: { id: sha256(token) } })).revokedAt).not.toBeNull();
  });

  it('ends a session after its idle time and after its absolute lifetime, and slides the idle expiry', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.login(user.email!, user.password);
    const id = sha256(browser.cookies.get('skins_session')!);

    await ctx.db.session.update({ where: { id }, data: { lastSeenAt: new Date(Date.now() - 5 * 60_000), expiresAt: new Date(Date.now() + 60_000) } });
    expect((await browser.get('/api/user/profile')).statusCode).toBe(200);
    const slid = await ctx.db.session.findUniqueOrThrow({ where: { id } });
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);

    await ctx.db.session.update({ where: { id }, data: { createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);
    await ctx.db.session.update({ where: { id }, data: { createdAt: new Date(), expiresAt: new Date(Date.now() - 1000) } });
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);
  });

  it('answers a clear error, never a signed-out or hung request, when the session store fails mid-lookup', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.login(user.email!, user.password);
    const dead = vi.spyOn(ctx.db.session, 'findUnique').mockRejectedValue(new Error('connection terminated'));
    try {
      const profile = await browser.get('/api/user/profile');
      expect(profile.statusCode).toBeGreaterThanOrEqual(500);
      expect(profile.json()).toMatchObject({ status: 'ERROR' });
      expect(JSON.stringify(profile.json())).not.toContain('connection terminated');
      // The public catalogue never looks the session up, so it keeps answering.
      expect((await browser.get('/api/items/list?limit=1')).statusCode).toBe(200);
    } finally {
      dead.mockRestore();
    }
    expect((await browser.get('/api/user/profile')).json().payload.email).toBe(user.email);
  });

  it('authenticates programmatic clients by Bearer token until it is revoked', async () => {
    const user = await createTestUser(ctx.db);
    const token = await createApiToken(ctx.db, user.id, 'staff cli');
    const client = new TestBrowser(ctx.app);
    const headers = { authorization: `Bearer ${token}` };
    expect((await client.get('/api/user/profile', { headers })).json().payload.email).toBe(user.email);
    expect((await ctx.db.apiToken.findFirstOrThrow({ where: { userId: user.id } })).tokenHash).toBe(sha256(token));
    await revokeApiToken(ctx.db, token);
    expect((await client.get('/api/user/profile', { headers })).statusCode).toBe(401);
    expect((await client.get('/api/user/profile', { headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
  });
});

describe('session cookie on an https site (check S3)', () => {
  const ctx = useTestApp({ PUBLIC_WEB_URL: 'https://shop.example', CORS_ORIGINS: 'https://shop.example' });

  it('is __Host- prefixed, Secure, HttpOnly, Lax, Path=/ and without Domain', async () => {
    const user = await createTestUser(ctx.db);
    const response = await new TestBrowser(ctx.app).login(user.email!, user.password);
    const cookie = response.cookies.find((c) => c.name === '__Host-skins_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });
});
