/**
 * Packs and prompts are more than a charge: a pack draws real items from the shop's stock and
 * delivers them like bought ones (what it gave is the buyer's: a declined offer waits to be sent again, never
 * refunded), a prompt keeps the
 * buyer's text for staff to answer, and the balance's history shows top-ups, purchases and refunds.
 */
import { randomUUID } from 'node:crypto';
import { tradeUrlFor } from '@skins/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPrompt, getPrompt, listPrompts } from '../src/services/balance/prompt-answers.ts';
import { sendPendingRefunds } from '../src/services/refunds/send-refunds.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { paysageConfigFor } from './helpers/paysage-sandbox.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

const ctx = useTestApp();
// No second try after a decline for bought items: a pack's items wait for their owner all the same.
const engine = useTradingStack({ buyerResends: 0 });

/**
 * A pack of the test's own that can only draw the listings it names: their item kind is renamed to one no
 * other listing has, so the draw is certain and the sandbox knows their (seeded) assets. One bot holds them
 * all, so what the pack wins goes out in one offer (each bot sends its own).
 */
const kind = `Test kind ${randomUUID().slice(0, 8)}`;
let packId = 0;
let listings: Array<{ id: number; itemClass: string }> = [];

beforeAll(async () => {
  const rows = await ctx.db.$queryRaw<Array<{ id: number; item_class: string }>>`
    SELECT l.id, l.item_class FROM listings l JOIN bot_assets a ON a.listing_id = l.id
    WHERE l.status = 'available' AND a.status = 'held' AND a.asset_id = ((l.item_id::bigint << 32) | l.id)::text
      AND a.bot_id = (SELECT bot_id FROM bot_assets WHERE status = 'held' AND listing_id IS NOT NULL GROUP BY bot_id ORDER BY count(*) DESC LIMIT 1)
    ORDER BY random() LIMIT 6`;
  listings = rows.map((row) => ({ id: row.id, itemClass: row.item_class }));
  await ctx.db.listing.updateMany({ where: { id: { in: listings.map((listing) => listing.id) } }, data: { itemClass: kind } });
  const pack = await ctx.db.pack.create({
    data: { slug: `test-pack-${randomUUID()}`, name: 'Two of a kind', description: 'Two items of the test kind', priceEur: '3.00', imagePath: '/images/packs/test.png', contents: { draws: [{ classes: [kind], rarities: [] }, { classes: [kind], rarities: [] }] } },
  });
  packId = pack.id;
});

afterAll(async () => {
  for (const listing of listings) await ctx.db.listing.update({ where: { id: listing.id }, data: { itemClass: listing.itemClass } });
  await ctx.db.pack.update({ where: { id: packId }, data: { isActive: false } });
});

async function buyerWithBalance(balance: string, { tradeUrl = true } = {}) {
  const steamId = freshSteamId();
  const signedIn = await signedInBuyer(ctx);
  await ctx.db.user.update({ where: { id: signedIn.user.id }, data: { balance, steamId, ...(tradeUrl ? { steamTradeLink: tradeUrlFor(steamId) } : {}) } });
  return { ...signedIn, steamId };
}

/** Steps the delivery until its offer is out at Steam; returns the trade then. */
async function sendOffer(tradeId: number) {
  for (let step = 0; step < 4; step++) {
    const trade = await ctx.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    if (trade.status === 'sent') return trade;
    await engine.advance(tradeId);
  }
  throw new Error(`trade ${tradeId} did not send its offer`);
}

const balanceOf = async (userId: number) => (await ctx.db.user.findUniqueOrThrow({ where: { id: userId } })).balance.toString();

describe('a pack', () => {
  it('needs a trade URL to send its items to, and charges nothing without one', async () => {
    const { user, browser } = await buyerWithBalance('10', { tradeUrl: false });
    const refused = await browser.post('/api/purchase/pack', { pack_id: packId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.trade_url[0]).toMatch(/Add your Steam trade URL/);
    expect(await balanceOf(user.id)).toBe('10');
  });

  it('draws real items, charges once, and delivers them by trade offer; a declined offer keeps them for the buyer', async () => {
    const { user, browser, steamId } = await buyerWithBalance('10');
    const opened = await browser.post('/api/purchase/pack', { pack_id: packId });
    expect(opened.statusCode).toBe(200);
    const { payload } = opened.json();
    expect(payload).toMatchObject({ balance: 7, order_id: expect.any(Number) });
    expect(payload.won).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe('7');

    // The order delivers what was won: its items are the drawn listings, no longer on sale, their assets reserved.
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: payload.order_id }, include: { items: true } });
    expect(order).toMatchObject({ kind: 'pack', status: 'completed', paymentType: 'balance', userId: user.id, totalEur: expect.anything() });
    expect(order.totalEur.toString()).toBe('3');
    const wonIds = order.items.map((item) => item.listingId!);
    expect(wonIds.every((id) => listings.some((listing) => listing.id === id))).toBe(true);
    // The item shares add up to what the pack cost, so refunds never give back more than was paid.
    expect(order.items.reduce((sum, item) => sum + Number(item.priceEur), 0)).toBeCloseTo(3, 2);
    for (const listing of await ctx.db.listing.findMany({ where: { id: { in: wonIds } } })) expect(listing.status).toBe('sold');
    const trade = await engine.trade({ orderId: order.id });
    expect(trade).toMatchObject({ kind: 'delivery', status: 'queued' });

    // The history names what it won and the order that delivers it.
    const history = (await browser.get('/api/purchase/history')).json().payload;
    expect(history[0]).toMatchObject({ type: 'pack', title: 'Two of a kind', sum: 3, credit: false, order_id: order.id, won: expect.arrayContaining(order.items.map((item) => item.title)) });

    // The offer goes out; the buyer declines it: what the pack gave stays the buyer's, waiting; nothing is refunded.
    const sent = await sendOffer(trade.id);
    await engine.sandbox.respond(sent.offerId!, steamId, 'decline');
    expect(await engine.advance(trade.id)).toBe('declined');
    expect(await ctx.db.refund.count({ where: { orderId: order.id } })).toBe(0);
    expect(await balanceOf(user.id)).toBe('7');
    const timeline = (await browser.get(`/api/orders/${order.id}/timeline`)).json().payload;
    expect(timeline.deliveries[0]).toMatchObject({ state: 'declined', can_resend: true, resendable_until: null });

    // Asked for again (at any time), the offer goes out anew and is accepted.
    expect((await browser.post(`/api/orders/${order.id}/deliveries/${trade.id}/resend`, {})).statusCode).toBe(200);
    const again = await sendOffer(trade.id);
    expect(again.offerId).not.toBe(sent.offerId);
    await engine.sandbox.respond(again.offerId!, steamId, 'accept');
    expect(await engine.advance(trade.id)).toBe('done');
    expect(await balanceOf(user.id)).toBe('7');
  });

  it('cannot be re-rolled: declining what it gave, again and again, never gives the price back', async () => {
    const { user, browser, steamId } = await buyerWithBalance('10');
    const { payload } = (await browser.post('/api/purchase/pack', { pack_id: packId })).json();
    const trade = await engine.trade({ orderId: payload.order_id });
    for (let round = 0; round < 4; round++) {
      const sent = await sendOffer(trade.id);
      await engine.sandbox.respond(sent.offerId!, steamId, 'decline');
      expect(await engine.advance(trade.id)).toBe('declined');
      // Even once the bought items' resend window would have closed, the pack's stay.
      await ctx.db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: new Date() } });
      await engine.settle();
      expect((await ctx.db.trade.findUniqueOrThrow({ where: { id: trade.id } })).status).toBe('declined');
      await sendPendingRefunds(ctx.db, paysageConfigFor(engine.sandbox.base), { batch: 1000 });
      expect(await balanceOf(user.id)).toBe('7');
      expect((await browser.post(`/api/orders/${payload.order_id}/deliveries/${trade.id}/resend`, {})).statusCode).toBe(200);
    }
    expect(await ctx.db.refund.count({ where: { orderId: payload.order_id } })).toBe(0);
  });

  it('answers "Not enough funds!" to a buyer who cannot pay it, before asking for anything else (spec §8)', async () => {
    const { user, browser } = await buyerWithBalance('0', { tradeUrl: false });
    const refused = await browser.post('/api/purchase/pack', { pack_id: packId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Not enough funds!');
    expect(await balanceOf(user.id)).toBe('0');
  });

  it('charges nothing when the stock has nothing left for a draw', async () => {
    const { user, browser } = await buyerWithBalance('10');
    const empty = await ctx.db.pack.create({
      data: { slug: `test-empty-${randomUUID()}`, name: 'Nothing left', description: '-', priceEur: '1.00', imagePath: '/images/packs/test.png', contents: { draws: [{ classes: [`no such kind ${randomUUID()}`], rarities: [] }] } },
    });
    try {
      const refused = await browser.post('/api/purchase/pack', { pack_id: empty.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/Nothing was charged/);
      expect(await balanceOf(user.id)).toBe('10');
      expect(await ctx.db.order.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      await ctx.db.pack.update({ where: { id: empty.id }, data: { isActive: false } });
    }
  });
});

describe('a prompt', () => {
  it("checks the buyer's text, keeps it, and shows staff's answer in the history", async () => {
    const { user, browser } = await buyerWithBalance('50');
    const prompt = await ctx.db.prompt.findFirstOrThrow({ where: { isActive: true } });

    for (const [body, field] of [
      [{ prompt_id: prompt.id, prompt_text: 'short' }, 'prompt_text'],
      [{ prompt_id: prompt.id, prompt_text: 'x'.repeat(1001) }, 'prompt_text'],
      [{ prompt_id: prompt.id, prompt_text: 'a golden axe\u0000for Mars' }, 'prompt_text'],
      [{ prompt_id: prompt.id, prompt_text: 12345678901 }, 'prompt_text'],
    ] as const) {
      const refused = await browser.post('/api/purchase/prompt', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
    expect(await balanceOf(user.id)).toBe('50');

    const text = 'A golden Axe set with molten cracks, in the style of the Immortal treasures';
    const bought = await browser.post('/api/purchase/prompt', { prompt_id: prompt.id, prompt_text: `  ${text}  ` });
    expect(bought.statusCode).toBe(200);
    const purchaseId = bought.json().payload.purchase_id;
    expect((await browser.get('/api/purchase/history')).json().payload[0]).toMatchObject({ type: 'prompt', prompt_text: text, answer: null, credit: false });

    // Staff see it among the open prompts, answer it once, and the buyer reads the answer.
    expect((await listPrompts(ctx.db, { open: true })).map((open) => open.id)).toContain(purchaseId);
    expect(await getPrompt(ctx.db, purchaseId)).toMatchObject({ text, answer: null });
    await answerPrompt(ctx.db, purchaseId, 'Your concept: https://example.test/concepts/1');
    await expect(answerPrompt(ctx.db, purchaseId, 'again')).rejects.toThrow(/answered already/);
    expect((await listPrompts(ctx.db, { open: true })).map((open) => open.id)).not.toContain(purchaseId);
    expect((await browser.get('/api/purchase/history')).json().payload[0]).toMatchObject({ prompt_text: text, answer: 'Your concept: https://example.test/concepts/1' });
  });

  it('is served as spec §7 sends it, with only its id: staff see that the description is still to be asked for', async () => {
    const { user, browser } = await buyerWithBalance('50');
    const prompt = await ctx.db.prompt.findFirstOrThrow({ where: { isActive: true } });
    const bought = await browser.post('/api/purchase/prompt', { prompt_id: prompt.id });
    expect(bought.statusCode).toBe(200);
    expect(Number(await balanceOf(user.id))).toBeCloseTo(50 - Number(prompt.priceEur), 2);
    expect(await getPrompt(ctx.db, bought.json().payload.purchase_id)).toMatchObject({ text: null, answer: null });
  });
});
