/**
 * The trader API driven as a trader's program drives it: a key made on the account (session) routes, then
 * search and paging by cursor, an item's price history, a buy with the balance that goes out by Steam trade
 * offer, and the order's delivery state. And as an attacker: revoked keys, wrong scope, keys in cookies or
 * query strings, a session cookie on the API, a key on the web's or staff's routes, another user's orders,
 * idempotency keys replayed with another body, two buys racing for one item, hostile input, the limits.
 */
import { tradeUrlFor } from '@skins/sandbox';
import { API_KEY_PATTERN, TRADER_API_LIMITS, TRADER_API_PREFIX } from '@skins/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sendPendingRefunds } from '../src/services/refunds/send-refunds.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { restoreListings } from './helpers/orders.ts';
import { paysageConfigFor } from './helpers/paysage-sandbox.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack();
const ctx = useTestApp(() => ({ STEAM_TRADING: 'sandbox', STEAM_TRADING_SANDBOX_URL: stack.sandbox.base, SANDBOX_PUBLIC_URL: stack.sandbox.base }));

const sold: number[] = [];
afterAll(async () => {
  if (sold.length) await restoreListings(ctx.db, sold);
});

type Scope = 'read' | 'read_buy';

/** A signed-in user (a Steam account with its trade URL and a balance) and a key made on the account page. */
async function trader({ scope = 'read_buy' as Scope, balance = '100', tradeUrl = true } = {}) {
  const steamId = freshSteamId();
  const { user, browser } = await signedInBuyer(ctx, { steamId });
  await ctx.db.user.update({ where: { id: user.id }, data: { balance, ...(tradeUrl ? { steamTradeLink: tradeUrlFor(steamId) } : {}) } });
  const made = await browser.post('/api/user/api-keys', { name: 'my bot', scope });
  expect(made.statusCode).toBe(200);
  return { user, browser, key: made.json().payload.secret as string, keyId: made.json().payload.id as number };
}

/** Sends as a program would; a 429 is waited out as its Retry-After says (the limits have their own test). */
async function api(key: string | null, method: 'GET' | 'POST', url: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  for (;;) {
    const response = await ctx.app.inject({
      method,
      url: `${TRADER_API_PREFIX}${url}`,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (response.statusCode !== 429) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after']) * 1000));
  }
}

/** Listings on sale whose asset a bot holds and the sandbox knows (it can be delivered), at random. */
async function deliverableListing(): Promise<{ id: number; price: string }> {
  const [row] = await ctx.db.$queryRaw<Array<{ id: number; price: string }>>`
    SELECT l.id, l.price::text AS price FROM listings l JOIN bot_assets a ON a.listing_id = l.id
    WHERE l.status = 'available' AND a.status = 'held' AND a.asset_id = ((l.item_id::bigint << 32) | l.id)::text AND l.price < 50
    ORDER BY random() LIMIT 1`;
  if (!row) throw new Error('no deliverable listing in the test catalogue');
  sold.push(row.id);
  return row;
}

const buy = (key: string, itemId: number, idempotencyKey: string) => api(key, 'POST', '/orders', { body: { item_id: itemId }, headers: { 'idempotency-key': idempotencyKey } });

describe('API keys on the account page', () => {
  it('are made with a name and scope, shown whole once, listed without their secret, and capped per user', async () => {
    const { browser, key, keyId } = await trader({ scope: 'read' });
    expect(key).toMatch(API_KEY_PATTERN);
    const listed = await browser.get('/api/user/api-keys');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payload).toEqual([expect.objectContaining({ id: keyId, name: 'my bot', scope: 'read', prefix: key.split('_').slice(0, 3).join('_'), last_used_at: null })]);
    expect(listed.body).not.toContain(key.slice(-43));
    const stored = await ctx.db.traderApiKey.findUniqueOrThrow({ where: { id: keyId } });
    expect(JSON.stringify(stored)).not.toContain(key.slice(-43));

    for (let made = 1; made < TRADER_API_LIMITS.keysPerUser; made++) expect((await browser.post('/api/user/api-keys', { name: `key ${made}`, scope: 'read' })).statusCode).toBe(200);
    const over = await browser.post('/api/user/api-keys', { name: 'one too many', scope: 'read' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('API_KEY_LIMIT');
  });

  it('refuses hostile names and scopes', async () => {
    const { browser } = await signedInBuyer(ctx);
    for (const body of [{ name: 'a\u0000b', scope: 'read' }, { name: 'x'.repeat(61), scope: 'read' }, { name: 'ok', scope: 'admin' }, { name: '   ', scope: 'read' }, { name: 7, scope: 'read' }]) {
      const refused = await browser.post('/api/user/api-keys', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('records when a key was last used', async () => {
    const { browser, key } = await trader({ scope: 'read' });
    expect((await api(key, 'GET', '/account')).statusCode).toBe(200);
    await expect.poll(async () => (await browser.get('/api/user/api-keys')).json().payload[0].last_used_at).not.toBeNull();
  });

  it('are managed by the web session only: a key or no session manages nothing', async () => {
    const { key, keyId } = await trader();
    const anonymous = new TestBrowser(ctx.app);
    expect((await anonymous.get('/api/user/api-keys')).statusCode).toBe(401);
    const withKey = await ctx.app.inject({ method: 'GET', url: '/api/user/api-keys', headers: { authorization: `Bearer ${key}` } });
    expect(withKey.statusCode).toBe(401);
    const revokeWithKey = await ctx.app.inject({ method: 'DELETE', url: `/api/user/api-keys/${keyId}`, headers: { authorization: `Bearer ${key}` } });
    expect(revokeWithKey.statusCode).toBe(401);
    expect((await api(key, 'GET', '/account')).statusCode).toBe(200);
  });
});

describe('a key reaches the trader API and nothing else', () => {
  it('never signs in to the web or reaches staff routes', async () => {
    const { key } = await trader();
    for (const url of ['/api/user/profile', '/api/watches', '/api/purchase/history', '/api/user/api-keys']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      expect(response.statusCode, url).toBe(401);
    }
    const staff = await ctx.app.inject({ method: 'GET', url: '/api/trpc/orders.attention', headers: { authorization: `Bearer ${key}` } });
    expect(staff.statusCode).toBe(401);
    const pack = await ctx.app.inject({ method: 'POST', url: '/api/purchase/pack', headers: { authorization: `Bearer ${key}` }, payload: { pack_id: 1 } });
    expect(pack.statusCode).toBe(401);
  });

  it('answers without ever setting a cookie', async () => {
    const { key } = await trader();
    const answer = await api(key, 'GET', '/items?limit=2');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a session cookie, a key in a cookie or the query string, and a malformed or made-up key', async () => {
    const { browser, key } = await trader();
    const withSession = await browser.get(`${TRADER_API_PREFIX}/account`);
    expect(withSession.statusCode).toBe(401);
    expect(withSession.json().code).toBe('API_KEY_INVALID');
    // A cookie-authenticated write would have no CSRF check here: there is none because no cookie counts.
    const sessionBuy = await browser.post(`${TRADER_API_PREFIX}/orders`, { item_id: 1 }, { headers: { 'idempotency-key': 'k1' } });
    expect(sessionBuy.statusCode).toBe(401);

    const cases: Array<{ url: string; headers: Record<string, string> }> = [
      { url: '/account', headers: { cookie: `api_key=${key}; authorization=Bearer%20${key}` } },
      { url: `/account?api_key=${key}`, headers: {} },
      { url: `/account?authorization=Bearer%20${key}`, headers: {} },
      { url: '/account', headers: { authorization: key } },
      { url: '/account', headers: { authorization: `Basic ${key}` } },
      { url: '/account', headers: { authorization: `Bearer ${key.slice(0, -1)}x` } },
      { url: '/account', headers: { authorization: `Bearer ${key}\u0000` } },
      { url: '/account', headers: { authorization: `Bearer sk_live_${'0'.repeat(16)}_${'A'.repeat(43)}` } },
      { url: '/account', headers: { authorization: `Bearer ${'x'.repeat(10_000)}` } },
    ];
    for (const { url, headers } of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: `${TRADER_API_PREFIX}${url}`, headers });
      expect(response.statusCode, url + JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(response.json().code).toBe('API_KEY_INVALID');
    }
  });

  it('a revoked key stops at once', async () => {
    const { browser, key, keyId } = await trader();
    expect((await api(key, 'GET', '/account')).statusCode).toBe(200);
    const revoked = await browser.send('DELETE', `/api/user/api-keys/${keyId}`);
    expect(revoked.statusCode).toBe(200);
    const after = await api(key, 'GET', '/account');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('API_KEY_INVALID');
    expect((await browser.get('/api/user/api-keys')).json().payload).toEqual([]);
    // Someone else's key cannot be revoked by id.
    const other = await trader();
    expect((await browser.send('DELETE', `/api/user/api-keys/${other.keyId}`)).statusCode).toBe(404);
    expect((await api(other.key, 'GET', '/account')).statusCode).toBe(200);
  });
});

describe('reading the catalogue', () => {
  it('lists with the catalogue filters and pages by cursor without overlap', async () => {
    const { key } = await trader({ scope: 'read' });
    const first = await api(key, 'GET', '/items?limit=5&sort=asc&price_from=0.5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(TRADER_API_LIMITS.readsPerSecond));
    const page1 = first.json();
    expect(page1.payload).toHaveLength(5);
    expect(page1.payload.every((item: { price: number }) => item.price >= 0.5)).toBe(true);
    expect(page1.meta.next_cursor).toEqual(expect.any(String));
    const second = (await api(key, 'GET', `/items?limit=5&sort=asc&price_from=0.5&cursor=${page1.meta.next_cursor}`)).json();
    const ids1 = page1.payload.map((item: { id: number }) => item.id);
    const ids2 = second.payload.map((item: { id: number }) => item.id);
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
    expect(second.payload[0].price).toBeGreaterThanOrEqual(page1.payload[4].price);

    // The same cursor with another sort would be misread: refused.
    const mixed = await api(key, 'GET', `/items?limit=5&sort=desc&cursor=${page1.meta.next_cursor}`);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.cursor).toBeDefined();
  });

  it('searches as the catalogue does', async () => {
    const { key } = await trader({ scope: 'read' });
    const [listing] = await ctx.db.listing.findMany({ where: { status: 'available', hero: { not: null } }, take: 1 });
    const found = await api(key, 'GET', `/items?limit=10&hero=${encodeURIComponent(listing!.hero!)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().payload.length).toBeGreaterThan(0);
    expect(found.json().payload.every((item: { hero: string }) => item.hero === listing!.hero)).toBe(true);
    const words = await api(key, 'GET', `/items?search=${encodeURIComponent(listing!.title.split(' ')[0]!)}`);
    expect(words.statusCode).toBe(200);
  });

  it('answers an item price history', async () => {
    const { key } = await trader({ scope: 'read' });
    const listing = await deliverableListing();
    const history = await api(key, 'GET', `/items/${listing.id}/price-history?days=7`);
    expect(history.statusCode).toBe(200);
    expect(history.json().payload).toHaveProperty('points');
    expect((await api(key, 'GET', '/items/999999999/price-history')).statusCode).toBe(404);
  });

  it('refuses hostile input with field errors', async () => {
    const { key } = await trader({ scope: 'read' });
    for (const query of ['search=a%00b', 'limit=1000000', 'limit=-1', 'cursor=%00', `cursor=${'A'.repeat(500)}`, 'cursor=YXNjOjE6MQ', 'cursor=bmV3Oi0xOjE', 'cursor=bmV3OjE6MTJlOQ', 'price_from=1e308', 'sort=sideways']) {
      const response = await api(key, 'GET', `/items?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await api(key, 'GET', '/items/99999999999999999999/price-history')).statusCode).toBe(422);
    expect((await api(key, 'GET', '/orders/99999999999999999999')).statusCode).toBe(422);
  });
});

describe('buying with the balance', () => {
  it('buys, sends the item by trade offer, and shows the delivery state', async () => {
    const { user, key } = await trader({ balance: '100' });
    const listing = await deliverableListing();
    const bought = await buy(key, listing.id, 'buy-1');
    expect(bought.statusCode).toBe(200);
    const answer = bought.json().payload;
    expect(answer).toMatchObject({ item_id: listing.id, price: Number(listing.price), currency: 'EUR', status: 'completed' });
    expect(answer.balance).toBeCloseTo(100 - Number(listing.price), 2);

    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: answer.order_id }, include: { items: true, trades: true } });
    expect(order).toMatchObject({ userId: user.id, status: 'completed', paymentType: 'balance', tradeUrl: tradeUrlFor((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).steamId!) });
    expect(order.items.map((item) => item.listingId)).toEqual([listing.id]);
    expect(order.trades).toHaveLength(1);
    expect((await ctx.db.listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('sold');
    const ledger = await ctx.db.balanceEntry.findMany({ where: { userId: user.id } });
    expect(ledger).toEqual([expect.objectContaining({ kind: 'item_purchase', orderId: order.id })]);
    expect(ledger[0]!.amountEur.negated().toString()).toBe(new (ledger[0]!.amountEur.constructor as never as { new (v: string): { toString(): string } })(listing.price).toString());

    const before = (await api(key, 'GET', `/orders/${order.id}`)).json().payload;
    expect(before).toMatchObject({ order_id: order.id, status: 'completed', deliveries: [expect.objectContaining({ state: expect.any(String) })] });
    // The worker sends the offer; the API then shows it out at Steam.
    await stack.settle();
    const after = (await api(key, 'GET', `/orders/${order.id}`)).json().payload;
    expect(after.deliveries[0].failure_reason).toBeNull();
    expect(after.deliveries[0].steps.map((step: { step: string }) => step.step)).toContain('sent');
  });

  it('answers a retried buy from its Idempotency-Key, and refuses the key with another body', async () => {
    const { user, key } = await trader({ balance: '100' });
    const listing = await deliverableListing();
    const other = await deliverableListing();
    const first = await buy(key, listing.id, 'same-key');
    const again = await buy(key, listing.id, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await buy(key, other.id, 'same-key');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ctx.db.order.count({ where: { userId: user.id } })).toBe(1);
    expect((await ctx.db.listing.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('available');

    // Both at once with one key: one buy, one answer.
    const racing = await deliverableListing();
    const [a, b] = await Promise.all([buy(key, racing.id, 'race-key'), buy(key, racing.id, 'race-key')]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await ctx.db.order.count({ where: { userId: user.id } })).toBe(2);
  });

  it('sells an item once when two traders race for it', async () => {
    const [one, two] = await Promise.all([trader({ balance: '100' }), trader({ balance: '100' })]);
    const listing = await deliverableListing();
    const answers = await Promise.all([buy(one.key, listing.id, 'race'), buy(two.key, listing.id, 'race')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('ITEM_UNAVAILABLE');
    expect(await ctx.db.orderItem.count({ where: { listingId: listing.id, order: { status: 'completed' } } })).toBe(1);
    const balances = await ctx.db.user.findMany({ where: { id: { in: [one.user.id, two.user.id] } }, select: { balance: true } });
    expect(balances.map((user) => user.balance.toString()).sort()).toEqual(['100', (100 - Number(listing.price)).toFixed(2).replace(/\.?0+$/, '')].sort());
  });

  it('refuses a read key, a buy without an Idempotency-Key, and hostile bodies, charging nothing', async () => {
    const reader = await trader({ scope: 'read', balance: '100' });
    const listing = await deliverableListing();
    const scoped = await buy(reader.key, listing.id, 'k');
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().code).toBe('API_KEY_SCOPE');

    const { user, key } = await trader({ balance: '100' });
    const missing = await api(key, 'POST', '/orders', { body: { item_id: listing.id } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['idempotency-key']).toBeDefined();
    for (const body of [{ item_id: '1e30' }, { item_id: 99999999999999 }, { item_id: -1 }, { item_id: 'a\u0000' }, {}, { item_id: [1, 2] }]) {
      expect((await api(key, 'POST', '/orders', { body, headers: { 'idempotency-key': 'hostile' } })).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await buy(key, listing.id, 'x'.repeat(129))).statusCode).toBe(422);
    expect((await buy(key, 999_999_999, 'not-there')).statusCode).toBe(404);
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('100');
    expect((await ctx.db.listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('available');
  });

  it('refuses without funds or a trade URL, and a refused buy may be retried with its key', async () => {
    const poor = await trader({ balance: '0.01' });
    const listing = await deliverableListing();
    const broke = await buy(poor.key, listing.id, 'try');
    expect(broke.statusCode).toBe(422);
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
    await ctx.db.user.update({ where: { id: poor.user.id }, data: { balance: '100' } });
    expect((await buy(poor.key, listing.id, 'try')).statusCode).toBe(200);

    const noUrl = await trader({ balance: '100', tradeUrl: false });
    const refused = await buy(noUrl.key, (await deliverableListing()).id, 'k');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('TRADE_URL_MISSING');
  });

  it('gives the price back to the balance when no bot holds the item any more', async () => {
    const { user, key } = await trader({ balance: '100' });
    // A listing whose asset the shop lost meanwhile (a bot's inventory no longer has it).
    const orphan = await deliverableListing();
    const asset = await ctx.db.botAsset.findFirstOrThrow({ where: { listingId: orphan.id, status: 'held' } });
    await ctx.db.botAsset.update({ where: { id: asset.id }, data: { status: 'gone' } });
    const bought = await buy(key, orphan.id, 'orphan');
    expect(bought.statusCode).toBe(200);
    const orderId = bought.json().payload.order_id as number;
    expect(await ctx.db.refund.count({ where: { orderId } })).toBe(1);
    await sendPendingRefunds(ctx.db, paysageConfigFor(stack.sandbox.base), { batch: 1000 });
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('100');
    expect((await ctx.db.refund.findFirstOrThrow({ where: { orderId } })).status).toBe('succeeded');
    await ctx.db.botAsset.update({ where: { id: asset.id }, data: { status: 'held' } });
  });

  it("shows a trader only their own orders", async () => {
    const owner = await trader({ balance: '100' });
    const bought = await buy(owner.key, (await deliverableListing()).id, 'mine');
    const stranger = await trader({ scope: 'read' });
    const peek = await api(stranger.key, 'GET', `/orders/${bought.json().payload.order_id}`);
    expect(peek.statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('counts reads per key per second and refuses past the limit with 429 and Retry-After', async () => {
    const { key } = await trader({ scope: 'read' });
    const burst = await Promise.all(Array.from({ length: 3 * TRADER_API_LIMITS.readsPerSecond }, () => ctx.app.inject({ method: 'GET', url: `${TRADER_API_PREFIX}/account`, headers: { authorization: `Bearer ${key}` } })));
    const refused = burst.filter((response) => response.statusCode === 429);
    // A burst may straddle two windows, never three.
    expect(burst.length - refused.length).toBeLessThanOrEqual(2 * TRADER_API_LIMITS.readsPerSecond);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().code).toBe('RATE_LIMITED');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers['ratelimit-remaining']).toBe('0');
    // Another key of the same user has its own count.
    const other = await trader({ scope: 'read' });
    expect((await api(other.key, 'GET', '/account')).statusCode).toBe(200);
  });
});

describe('its own OpenAPI page', () => {
  it('documents the trader API alone, and the shop document leaves it out', async () => {
    const trader = (await ctx.app.inject({ method: 'GET', url: `${TRADER_API_PREFIX}/docs/json` })).json();
    expect(Object.keys(trader.paths).sort()).toEqual([`${TRADER_API_PREFIX}/account`, `${TRADER_API_PREFIX}/items`, `${TRADER_API_PREFIX}/items/{id}/price-history`, `${TRADER_API_PREFIX}/orders`, `${TRADER_API_PREFIX}/orders/{id}`]);
    expect(trader.info.description).toContain(`${TRADER_API_LIMITS.readsPerSecond} reads a second`);
    expect(trader.paths[`${TRADER_API_PREFIX}/orders`].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true })]));
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(shop.paths).some((path) => path.startsWith(TRADER_API_PREFIX))).toBe(false);
    expect(Object.keys(shop.paths)).toContain('/api/user/api-keys/');
    const page = await ctx.app.inject({ method: 'GET', url: `${TRADER_API_PREFIX}/docs` });
    expect([200, 302]).toContain(page.statusCode);
  });
});
