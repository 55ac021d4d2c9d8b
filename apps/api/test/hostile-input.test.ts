/**
 * The probes that once answered 500: a NUL byte in catalogue filters, search, page slugs,
 * profile fields, sell-order text and promo codes, and ids of 2^31 and above. Each is now a 4xx in the §7
 * envelope. (request-fuzz.test.ts looks for more of the same at random; these stay fixed.)
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, registration, uniqueEmail } from './helpers/identity.ts';
import { startSessionForTest } from './helpers/sessions.ts';

const NUL = '\u0000';

const PROBES: Array<[method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>]> = [
  ['GET', '/api/items/list?search=a%00b'],
  ['GET', '/api/items/list?hero=a%00b'],
  ['GET', '/api/items/list?type=Weapon,a%00'],
  ['GET', '/api/items/list?category=dota2%00'],
  ['GET', '/api/items/list?page=2147483648'],
  ['GET', '/api/items/2147483648'],
  ['GET', '/api/items/99999999999999999999'],
  ['GET', '/api/static-pages/terms%00'],
  ['GET', '/api/static-pages/99999999999999999999999999'],
  ['GET', '/api/localizations?lang_id=4294967296'],
  ['GET', '/api/orders/status?order_id=2147483648'],
  ['GET', '/api/items/%ED%A0%80'],
  ['PUT', '/api/user/profile', { name: `Ada${NUL}` }],
  ['PUT', '/api/user/profile', { city: `Tallinn${NUL}` }],
  ['PUT', '/api/user/profile', { country_id: 2 ** 31 }],
  ['POST', '/api/sell-orders', { skin_name: `Hook${NUL}`, quality: 'Arcana', price: 1, steam_link: 'https://steamcommunity.com/id/x' }],
  ['POST', '/api/sell-orders', { skin_name: 'Hook', quality: 'Arcana', price: 1, steam_link: `https://steamcommunity.com/id/x${NUL}` }],
  ['POST', '/api/cart/promo', { code: `WINTER${NUL}10` }],
  ['POST', '/api/cart/add', { id: 2 ** 31 }],
  ['POST', '/api/cart/remove', { id: '2147483648' }],
  ['POST', '/api/cart/update', { item_id: 1, count: 2 ** 31 }],
  ['POST', '/api/purchase/prompt', { prompt_id: 2 ** 31 }],
  ['POST', '/api/register', registration(uniqueEmail('nul'), { name: `Ada${NUL}` })],
];

describe('hostile input answers 4xx, never 500', () => {
  const ctx = useTestApp();

  it.each(PROBES)('%s %s %j', async (method, url, body) => {
    const user = await createTestUser(ctx.db, { userType: 'seller' });
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    const response = await browser.send(method, url, body);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: 'ERROR', code: expect.any(String), message: expect.any(String), request_id: expect.any(String) });
  });

  it('names the field that carried the control character', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    const response = await browser.put('/api/user/profile', { city: `Tallinn${NUL}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ city: ['This field may not contain control characters.'] });
  });
});
