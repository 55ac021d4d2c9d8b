import { AUTH_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { createApiToken } from '../src/services/auth/api-tokens.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';

describe('CSRF (XSRF-TOKEN double submit, check S4)', () => {
  const ctx = useTestApp();

  async function signedIn() {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    expect((await browser.login(user.email!, user.password)).statusCode).toBe(200);
    return { user, browser };
  }

  it('GET /sanctum/csrf-cookie answers 204 with a readable, Lax XSRF-TOKEN cookie', async () => {
    const response = await new TestBrowser(ctx.app).get('/sanctum/csrf-cookie');
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuses a write without the X-XSRF-TOKEN header (403) and accepts it with the header', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const forged = await browser.post('/api/login', { username: user.email, password: user.password }, { xsrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: 'ERROR', message: AUTH_MESSAGES.csrfMismatch });
    expect((await browser.login(user.email!, user.password)).json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.loggedIn });
  });

  it('refuses a header that differs from the cookie, and a write with no cookie at all', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const token = browser.cookies.get('XSRF-TOKEN')!;
    const other = new TestBrowser(ctx.app);
    await other.csrf();
    const mismatched = await browser.post('/api/logout', {}, { headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN')! } });
    expect(mismatched.statusCode).toBe(403);
    const cookieless = await new TestBrowser(ctx.app).post('/api/logout', {}, { headers: { 'x-xsrf-token': token } });
    expect(cookieless.statusCode).toBe(403);
  });

  it('binds the token to the session: the anonymous token stops working after sign-in, a forged one never works', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const anonymousToken = browser.cookies.get('XSRF-TOKEN')!;
    await browser.login(user.email!, user.password);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(anonymousToken);

    const signedInToken = browser.cookies.get('XSRF-TOKEN')!;
    browser.cookies.set('XSRF-TOKEN', anonymousToken);
    expect((await browser.post('/api/user/update-user-type', { user_type: 'buyer' })).statusCode).toBe(403);
    browser.cookies.set('XSRF-TOKEN', `${signedInToken.split('.')[0]}.forged-mac`);
    expect((await browser.post('/api/user/update-user-type', { user_type: 'buyer' })).statusCode).toBe(403);
    browser.cookies.set('XSRF-TOKEN', signedInToken);
    expect((await browser.post('/api/user/update-user-type', { user_type: 'buyer' })).statusCode).toBe(200);
  });

  it('refuses a foreign Origin and a text/plain body even with a valid token', async () => {
    const { browser } = await signedIn();
    const foreign = await browser.post('/api/user/update-user-type', { user_type: 'seller' }, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const plain = await browser.send('POST', '/api/user/update-user-type', 'user_type=seller', { headers: { 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(403);
    const ownOrigin = await browser.post('/api/user/update-user-type', { user_type: 'seller' }, { headers: { origin: 'http://localhost:5173' } });
    expect(ownOrigin.statusCode).toBe(200);
  });

  it('exempts requests authenticated with a Bearer token, and never lets them fall back to the cookie', async () => {
    const { user, browser } = await signedIn();
    const token = await createApiToken(ctx.db, user.id, 'cli');
    const bearer = await new TestBrowser(ctx.app).post('/api/user/update-user-type', { user_type: 'seller' }, { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().payload.user_type).toBe('seller');
    // A valid session cookie with a wrong bearer token is not signed in: no CSRF check, so no cookie either.
    const mixed = await browser.post('/api/user/update-user-type', { user_type: 'buyer' }, { headers: { authorization: 'Bearer wrong' }, xsrf: false });
    expect(mixed.statusCode).toBe(401);
  });

  it('leaves reads alone: GET needs no token', async () => {
    const { browser } = await signedIn();
    expect((await browser.get('/api/user/profile')).statusCode).toBe(200);
  });
});
