/**
 * What can go out now. Each copy carries its own trade cooldown (the seed gives some a week, a few months);
 * the catalogue says it and filters by it, the cart says it before payment, a delivery of a locked copy waits
 * for its date (never failed or refunded for it) while the sandbox's Steam refuses to trade it early.
 */
import { cartResponseSchema, itemDetailsResponseSchema, itemsListResponseSchema } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TRIES } from '../src/trading/engine/sync-offer.ts';
import { botRef } from '../src/trading/steam/bots.ts';
import { TradeError } from '../src/trading/steam/port.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { useTradingStack } from './helpers/trading-engine.ts';

describe('the catalogue and the cart say when each copy can go out', () => {
  const ctx = useTestApp();
  const list = async (query: string) => itemsListResponseSchema.parse((await request(ctx.app.server).get(`/api/items/list?limit=100&${query}`).expect(200)).body);

  it('answers each copy’s date while its cooldown is ahead, and null for a copy that can go out now', async () => {
    const seeded = await ctx.db.$queryRaw<Array<{ locked: number; total: number }>>`
      SELECT count(*) FILTER (WHERE tradable_after > now())::int AS locked, count(*)::int AS total FROM listings WHERE status = 'available'`;
    // The seed: most copies tradable now, some in a cooldown.
    expect(seeded[0]!.locked).toBeGreaterThan(0);
    expect(seeded[0]!.locked).toBeLessThan(seeded[0]!.total / 5);

    const locked = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', tradableAfter: { gt: new Date() } } });
    const details = itemDetailsResponseSchema.parse((await request(ctx.app.server).get(`/api/items/${locked.id}`).expect(200)).body).payload;
    expect(details.tradable_after).toBe(locked.tradableAfter!.toISOString());

    const everything = await list('sort=asc');
    expect(everything.payload.some((item) => item.tradable_after !== null)).toBe(true);
    for (const item of everything.payload.filter((product) => product.tradable_after)) expect(new Date(item.tradable_after!).getTime()).toBeGreaterThan(Date.now());
  });

  it('?ready=1 lists only copies that can go out now, counted apart from the unfiltered list (its own cache keys)', async () => {
    const all = await list('sort=asc');
    const ready = await list('sort=asc&ready=1');
    expect(ready.payload.length).toBeGreaterThan(0);
    expect(ready.payload.every((item) => item.tradable_after === null)).toBe(true);
    const [{ count } = { count: 0 }] = await ctx.db.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM listings WHERE status = 'available' AND (tradable_after IS NULL OR tradable_after <= now())`;
    expect(ready.meta.total).toBe(Math.min(count, ready.meta.total));
    expect(ready.meta.total).toBeLessThan(all.meta.total);
    // Asked again (the answer cache keeps URLs on their second computation): still the filtered answer.
    expect((await list('sort=asc&ready=1')).meta.total).toBe(ready.meta.total);
    expect((await list('sort=asc')).meta.total).toBe(all.meta.total);

    // With another filter, and a copy whose date passed counts as ready.
    const hero = (await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', tradableAfter: { gt: new Date() }, hero: { not: null } } })).hero!;
    const heroAll = await list(`hero=${encodeURIComponent(hero)}`);
    const heroReady = await list(`hero=${encodeURIComponent(hero)}&ready=true`);
    expect(heroReady.meta.total).toBeLessThan(heroAll.meta.total);
    expect(heroReady.payload.every((item) => item.hero === hero && item.tradable_after === null)).toBe(true);
  });

  it('refuses a ready flag that is not a flag', async () => {
    const response = await request(ctx.app.server).get('/api/items/list?ready=soon').expect(422);
    expect(JSON.stringify(response.body)).toContain('ready');
  });

  it('the cart states the date of a copy in a cooldown before payment', async () => {
    const { browser } = await signedInBuyer(ctx);
    const locked = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', tradableAfter: { gt: new Date() } } });
    const ready = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', tradableAfter: null } });
    for (const listing of [locked, ready]) expect((await browser.post('/api/cart/add', { id: listing.id })).statusCode).toBe(200);
    const cart = cartResponseSchema.parse((await browser.get('/api/cart/contents')).json());
    expect(cart.cart.find((line) => line.item_id === locked.id)?.tradable_after).toBe(locked.tradableAfter!.toISOString());
    expect(cart.cart.find((line) => line.item_id === ready.id)?.tradable_after).toBeNull();
  });
});

describe('a paid copy in a cooldown', () => {
  const stack = useTradingStack();

  it('waits for its date instead of failing: Steam refuses it before, the offer goes out after', async () => {
    const { orderId, steamId } = await stack.paidOrder({ locked: true });
    const { id } = await stack.trade({ orderId });
    const item = await stack.db.tradeItem.findFirstOrThrow({ where: { tradeId: id }, include: { botAsset: { include: { bot: true } } } });
    const until = item.botAsset!.tradableAfter!;
    expect(until.getTime()).toBeGreaterThan(Date.now());

    // The sandbox's Steam agrees: the bot holds it, not tradable until that date, and refuses to send it.
    const [held] = await stack.ctx.port.botHolds(botRef(item.botAsset!.bot), [item.botAsset!.assetId]);
    expect(held).toMatchObject({ tradable: false, tradableAfter: until });
    const refusal = await stack.ctx.port.sendOffer(botRef(item.botAsset!.bot), { tradeUrl: (await stack.trade({ orderId })).tradeUrl, give: [item.botAsset!.assetId], receive: [], message: 'early' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TradeError);
    expect((refusal as TradeError).kind).toBe('items_unavailable');

    // The engine waits: no attempt, no refund, looked at again on the date.
    expect(await stack.advance(id)).toBe('checking');
    const waiting = await stack.db.trade.findUniqueOrThrow({ where: { id } });
    expect(waiting).toMatchObject({ status: 'checking', attempt: 0, nextCheckAt: until });
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(0);
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('completed');

    // The date comes (Steam's clock and the engine's): the offer goes out.
    await stack.sandbox.advanceClock(Math.ceil((until.getTime() - Date.now()) / 1000) + 60);
    stack.ctx.now = () => new Date(until.getTime() + 60_000);
    try {
      let status = await stack.advance(id);
      // On a busy machine Steam's confirmation can lag behind its offer: the engine then asks again on its next
      // look (sync-offer.ts), as it does with the real Steam.
      for (let tries = 1; status === 'awaiting_confirmation' && tries < CONFIRMATION_TRIES; tries++) status = await stack.advance(id);
      expect(status).toBe('sent');
    } finally {
      delete stack.ctx.now;
    }
    expect((await stack.db.trade.findUniqueOrThrow({ where: { id } })).partnerSteamId).toBe(steamId);
  });
});
