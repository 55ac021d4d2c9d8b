import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inventoryResponseSchema, INVENTORY_LIMITS, SELL_FEE_PERCENT } from '@skins/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { uniqueSteamId } from './helpers/identity.ts';
import { useSandbox } from './helpers/mail-sandbox.ts';
import { createSeller } from './helpers/sell-orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';

/** Steam's inventory call as the sandbox answers it, counting the calls that reach it. */
function countingSteam(target: () => string) {
  const counter = { calls: 0, base: '', server: undefined as Server | undefined };
  counter.server = createServer((request, response) => {
    counter.calls += 1;
    void fetch(`${target()}${request.url}`).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  return counter;
}

describe('sell from the Steam inventory (issue 16.3)', () => {
  const steam = useSandbox();
  const upstream = countingSteam(() => `${steam.sandbox.base}/steam/inventory`);
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.server!.listen(0, '127.0.0.1', resolve));
    upstream.base = `http://127.0.0.1:${(upstream.server!.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.server!.close(() => resolve())));
  const ctx = useTestApp(() => ({ STEAM_INVENTORY_URL: upstream.base }));
  const created: number[] = [];

  async function signedInSeller(steamId: string | null) {
    const seller = await createSeller(ctx.db, { steamId });
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, seller.id);
    return browser;
  }

  beforeAll(async () => {
    // Five recent sales of one inventory skin (median 20.00), so it has a reference price.
    const item = await ctx.db.item.findFirstOrThrow({ where: { name: 'Golden Basher of Mage Skulls' } });
    const category = await ctx.db.category.findFirstOrThrow({ where: { itemClass: { not: null } } });
    for (const price of ['10.00', '15.00', '20.00', '25.00', '90.00']) {
      const sold = await ctx.db.listing.create({
        data: { itemId: item.id, categoryId: category.id, title: item.name, type: 'Weapon', exteriorName: 'Standard', itemClass: category.itemClass!, price, imgPath: 'x.svg', status: 'sold', soldAt: new Date(Date.now() - 86_400_000) },
      });
      created.push(sold.id);
    }
  });
  afterAll(async () => {
    await ctx.db.listing.deleteMany({ where: { id: { in: created } } });
  });

  it("lists the seller's skins as Steam answers them, with rarity, reference price, fee and a suggested price", async () => {
    // Which skins an account holds is the sandbox's (stable per account); find one holding the priced skin.
    let items: Array<ReturnType<typeof inventoryResponseSchema.parse>['payload'][number]> = [];
    for (let attempt = 0; attempt < 40 && !items.some((item) => item.name === 'Golden Basher of Mage Skulls'); attempt += 1) {
      const id = BigInt(uniqueSteamId());
      const browser = await signedInSeller(String(id % 97n === 0n ? id + 1n : id));
      const response = await browser.get('/api/sell-orders/inventory?currency=EUR');
      expect(response.statusCode, response.body).toBe(200);
      items = inventoryResponseSchema.parse(response.json()).payload;
      expect(items.length).toBeGreaterThanOrEqual(3);
    }
    const basher = items.find((item) => item.name === 'Golden Basher of Mage Skulls')!;
    expect(basher).toMatchObject({ rarity: 'Immortal', hero: 'Anti-Mage', slot: 'Weapon', tradable: true, reference_price: 20, fee_percent: SELL_FEE_PERCENT, fee: 2, suggested_price: 18 });
    // A skin with no sales here still fills name and rarity, without a price to suggest.
    const unpriced = items.find((item) => item.name !== basher.name)!;
    expect(unpriced.rarity).not.toBeNull();
    expect(unpriced).toMatchObject({ reference_price: null, suggested_price: null });
  });

  it('asks Steam once for many refreshes, and limits how often one seller refreshes', async () => {
    const browser = await signedInSeller(uniqueSteamId());
    const before = upstream.calls;
    // A burst at once, then one after another.
    const burst = await Promise.all(Array.from({ length: 10 }, () => browser.get('/api/sell-orders/inventory')));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const statuses: number[] = [];
    for (let refresh = 10; refresh < 100; refresh++) statuses.push((await browser.get('/api/sell-orders/inventory')).statusCode);
    expect(upstream.calls - before).toBe(1);
    expect(statuses.slice(0, INVENTORY_LIMITS.refreshesPerMinute - 10)).toEqual(Array(INVENTORY_LIMITS.refreshesPerMinute - 10).fill(200));
    expect(new Set(statuses.slice(INVENTORY_LIMITS.refreshesPerMinute - 10))).toEqual(new Set([429]));
  });

  it('says what to do when there is no Steam account or the inventory is private', async () => {
    const typed = await signedInSeller(null);
    const none = await typed.get('/api/sell-orders/inventory');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: 'Sign in with Steam to pick a skin from your inventory.' });
    // At the sandbox an account whose id is divisible by 97 keeps its inventory private (Steam answers 403).
    const id = BigInt(uniqueSteamId());
    const hidden = await (await signedInSeller(String(id - (id % 97n)))).get('/api/sell-orders/inventory');
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({ message: 'Your Steam inventory is private. Make it public in Steam, then try again.' });
  });
});
