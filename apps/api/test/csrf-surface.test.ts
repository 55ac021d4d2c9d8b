/**
 * The CSRF check holds however the path is spelled, covers every unsafe route the
 * app registers (the provider's notification, the bearer-only staff router and the key-only trader API are the only exemptions), and
 * another site cannot sign a browser out through GET /auth/logout.
 */
import { describe, expect, it } from 'vitest';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { useRoutedTestApp } from './helpers/route-table.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('CSRF over the whole request surface', () => {
  const ctx = useRoutedTestApp();

  async function signedIn() {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    expect((await browser.login(user.email!, user.password)).statusCode).toBe(200);
    return browser;
  }

  it('refuses a cookie-only write however the path is encoded (/%61pi/logout, /%61pi/cart/clear)', async () => {
    const browser = await signedIn();
    for (const path of ['/%61pi/logout', '/%61pi/cart/clear', '/%2561pi/logout', '/ap%69/user/update-user-type']) {
      const forged = await browser.post(path, { user_type: 'seller' }, { xsrf: false });
      expect(forged.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(forged.statusCode, path).toBeLessThan(500);
      expect([403, 404], path).toContain(forged.statusCode);
    }
    // Still signed in: the forged sign-out did nothing.
    expect((await browser.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('checks every unsafe route by default; only the provider notification and the bearer-only staff router and trader API opt out', async () => {
    const exempt: string[] = [];
    const checked: string[] = [];
    for (const route of ctx.routes) {
      if (!UNSAFE.has(route.method)) continue;
      (route.csrf === false ? exempt : checked).push(`${route.method} ${route.url}`);
    }
    // The trader API reads no cookie at all (its key is its only sign-in): there is no session write to forge.
    expect(exempt.filter((route) => !/^\w+ \/api\/(trpc|trader\/v1)\//.test(route))).toEqual(['POST /api/payments/paysage/notifications']);
    expect(checked.length).toBeGreaterThan(20);

    // Every checked route refuses a write that carries only the session cookie.
    const browser = await signedIn();
    for (const route of checked) {
      const url = route.split(' ')[1]!.replace(/:[a-z_]+/gi, '1');
      const response = await browser.send(route.split(' ')[0] as 'POST', url, {}, { xsrf: false });
      expect(response.statusCode, route).toBe(403);
    }
  });

  it('GET /auth/logout refuses a cross-site navigation and signs out on a same-site one', async () => {
    const browser = await signedIn();
    const crossSite = await browser.get('/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ status: 'ERROR', code: 'FORBIDDEN' });
    expect((await browser.get('/api/user/profile')).statusCode).toBe(200);

    const sameOrigin = await browser.get('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.statusCode).toBe(302);
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);
  });
});
