/**
 * What happens when a delivery's offer does not simply get accepted, each against the
 * sandbox's Steam with its fault switches: declined (one resend, then a refund), countered (never accepted),
 * expired at the shop's deadline, held, protected and reversed, a send whose answer is lost, confirmations
 * that do not come, and Steam's errors.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paysageConfigFor } from './helpers/paysage-sandbox.ts';
import { useTradingStack } from './helpers/trading-engine.ts';
import { resendDelivery } from '../src/trading/resend-delivery.ts';
import { sendPendingRefunds } from '../src/services/refunds/send-refunds.ts';
import { reconcileBotInventories } from '../src/trading/custody/reconcile-inventory.ts';
import { tradesNeedingAttention } from '../src/trading/staff-view.ts';

let clockOffsetMs = 0;
const stack = useTradingStack({ offerTtlMs: 3_600_000 });
// The sandbox's clock is back to real time after each reset; so is the engine's.
beforeEach(() => {
  clockOffsetMs = 0;
  stack.ctx.now = undefined;
});

/** The account's offers as the stand-in reports them (IEconService's shape, from the account's side). */
async function sandboxOffers(steamId: string) {
  const response = await fetch(`${stack.sandbox.base}/steam/trading/offers?steamid=${steamId}`);
  const { offers } = (await response.json()) as { offers: Array<{ tradeofferid: string; trade_offer_state: number; message: string }> };
  return offers.map((offer) => ({ id: offer.tradeofferid, state: offer.trade_offer_state, message: offer.message }));
}

/** Moves the sandbox's trading clock and the engine's together. */
async function advanceClocks(seconds: number) {
  await stack.sandbox.advanceClock(seconds);
  clockOffsetMs += seconds * 1000;
  stack.ctx.now = () => new Date(Date.now() + clockOffsetMs);
}

async function sentDelivery(count = 1) {
  const paid = await stack.paidOrder({ count });
  const { id } = await stack.trade({ orderId: paid.orderId });
  await stack.advance(id);
  // A bot Steam asked to acknowledge Trade Protection (again) does so, and the attempt goes out.
  if ((await stack.db.trade.findUniqueOrThrow({ where: { id } })).status === 'checking') await stack.advance(id);
  if ((await stack.db.trade.findUniqueOrThrow({ where: { id } })).status === 'awaiting_confirmation') await stack.advance(id);
  const trade = await stack.db.trade.findUniqueOrThrow({ where: { id } });
  return { ...paid, tradeId: id, offerId: trade.offerId! };
}

const statusOf = async (id: number) => (await stack.db.trade.findUniqueOrThrow({ where: { id } })).status;

describe('delivery outcomes', () => {
  it('declined: the buyer may ask once more; declined again, each item is refunded once and goes back on sale', async () => {
    const { tradeId, offerId, steamId, userId, orderId, listingIds } = await sentDelivery();
    await stack.sandbox.respond(offerId, steamId, 'decline');
    expect(await stack.advance(tradeId)).toBe('declined');
    const waiting = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId }, include: { items: { include: { botAsset: true } } } });
    expect(waiting.resendableUntil).not.toBeNull();
    expect(waiting.items[0]!.botAsset!.status).toBe('held');
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(0);

    await resendDelivery(stack.db, stack.ctx.settings, userId, orderId, tradeId);
    await stack.advance(tradeId);
    await stack.advance(tradeId);
    const second = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    expect(second.attempt).toBe(2);
    expect(second.offerId).not.toBe(offerId);
    await expect(resendDelivery(stack.db, stack.ctx.settings, userId, orderId, tradeId)).rejects.toThrow(/cannot be sent again now/);

    await stack.sandbox.respond(second.offerId!, steamId, 'decline');
    expect(await stack.advance(tradeId)).toBe('failed');
    const refunds = await stack.db.refund.findMany({ where: { orderId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.status).toBe('pending');
    expect((await stack.db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).status).toBe('available');

    // Two workers race to send the refund: the provider refunds once.
    const paysage = paysageConfigFor(stack.sandbox.base);
    await Promise.all([sendPendingRefunds(stack.db, paysage, { batch: 1000 }), sendPendingRefunds(stack.db, paysage, { batch: 1000 })]);
    const [refund] = await stack.db.refund.findMany({ where: { orderId } });
    expect(refund!.status).toBe('succeeded');
    const order = await stack.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.status).toBe('refunded');
    const atProvider = await fetch(`${stack.sandbox.base}/paysage/v2/transactions/tracking_id/${order.trackingId}`, { headers: { authorization: `Basic ${Buffer.from('361:sandbox-secret').toString('base64')}` } });
    const transactions = ((await atProvider.json()) as { transactions: Array<{ type: string; amount: number; status: string }> }).transactions;
    expect(transactions.filter((transaction) => transaction.type === 'refund')).toEqual([expect.objectContaining({ amount: Number(order.amountMinor), status: 'successful' })]);
    await sendPendingRefunds(stack.db, paysage, { batch: 1000 });
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(1);
  });

  it('a poll that reads the old, declined offer after the buyer asked again does not end the new attempt', async () => {
    const { tradeId, offerId, steamId, userId, orderId } = await sentDelivery();
    await stack.sandbox.respond(offerId, steamId, 'decline');
    expect(await stack.advance(tradeId)).toBe('declined');
    await resendDelivery(stack.db, stack.ctx.settings, userId, orderId, tradeId);
    // The bot's poll still sees the first offer, declined: it belongs to the first attempt, not to this one.
    await stack.poll();
    expect(await statusOf(tradeId)).toBe('checking');
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(0);
    await stack.advance(tradeId);
    const second = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    expect(second.attempt).toBe(2);
    expect(second.offerId).not.toBe(offerId);
    expect(['sent', 'awaiting_confirmation']).toContain(second.status);
  });

  it('an observation naming an older offer never moves the trade, whatever its status', async () => {
    const { tradeId, offerId, steamId, userId, orderId } = await sentDelivery();
    await stack.sandbox.respond(offerId, steamId, 'decline');
    expect(await stack.advance(tradeId)).toBe('declined');
    await resendDelivery(stack.db, stack.ctx.settings, userId, orderId, tradeId);
    await stack.advance(tradeId);
    const second = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    expect(second.offerId).not.toBe(offerId);
    // A step that read the trade before the new offer went out applies the old offer's answer late.
    const { applyOfferState } = await import('../src/trading/engine/sync-offer.ts');
    const { loadTrade } = await import('../src/trading/engine/load-trade.ts');
    const loaded = (await loadTrade(stack.db, tradeId))!;
    const now = new Date();
    const declinedOld = { offerId, state: 'declined' as const, rawState: 7, isOurs: true, partnerSteamId: steamId, message: '', give: [], receive: [], tradeId: null, escrowEndsAt: null, createdAt: now, updatedAt: now, expiresAt: now };
    await applyOfferState(stack.ctx, { ...loaded, offerId }, declinedOld, 'poll');
    expect(await statusOf(tradeId)).toBe(second.status);
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(0);
  });

  it('a resend window that closes without a resend refunds the items', async () => {
    const { tradeId, offerId, steamId, orderId } = await sentDelivery();
    await stack.sandbox.respond(offerId, steamId, 'decline');
    await stack.advance(tradeId);
    await stack.db.trade.update({ where: { id: tradeId }, data: { resendableUntil: new Date(Date.now() - 1000) } });
    expect(await stack.advance(tradeId)).toBe('failed');
    expect(await stack.db.refund.count({ where: { orderId, status: 'pending' } })).toBe(1);
  });

  it('countered: the original is dead, the counter-offer is declined by the bot, never accepted', async () => {
    const { tradeId, offerId, steamId } = await sentDelivery();
    await stack.sandbox.respond(offerId, steamId, 'counter');
    await stack.poll();
    expect(await statusOf(tradeId)).toBe('countered');
    const offers = await sandboxOffers(steamId);
    const counter = offers.find((offer) => offer.id !== offerId);
    expect(counter).toBeDefined();
    // 7 = Declined: the bot answered the counter-offer with a no.
    expect(counter!.state).toBe(7);
  });

  it('nobody answers: the shop cancels the offer at its deadline, well before Steam would', async () => {
    const { tradeId, offerId, steamId } = await sentDelivery();
    await advanceClocks(2 * 3600);
    expect(await stack.advance(tradeId)).toBe('expired');
    const offer = (await sandboxOffers(steamId)).find((candidate) => candidate.id === offerId);
    expect(offer!.state).toBe(6);
  });

  it('a buyer without the Mobile Authenticator: held (state 11) until the hold ends, then delivered', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.hold': 'days:3' });
    const { tradeId, offerId, steamId } = await sentDelivery();
    expect((await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } })).holdDays).toBe(3);
    await stack.sandbox.respond(offerId, steamId, 'accept');
    expect(await stack.advance(tradeId)).toBe('on_hold');
    expect((await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } })).holdUntil).not.toBeNull();
    await advanceClocks(3 * 86_400 + 60);
    expect(await stack.advance(tradeId)).toBe('done');
  });

  it('trade protection: delivered but protected; a buyer who reverses inside the window is refunded', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.protection': 'on' });
    const { tradeId, offerId, steamId, orderId } = await sentDelivery();
    // The bot acknowledged Trade Protection before its first offer (Steam blocks it otherwise).
    expect((await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId }, include: { bot: true } })).bot.protectionAcknowledgedAt).not.toBeNull();
    await stack.sandbox.respond(offerId, steamId, 'accept');
    expect(await stack.advance(tradeId)).toBe('protected');
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    await stack.sandbox.reverse(trade.steamTradeId!, steamId);
    await advanceClocks(7 * 86_400 + 60);
    expect(await stack.advance(tradeId)).toBe('reversed');
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(1);
  });

  it('a reversed delivery: the item is back in the bot under its old id, so custody holds it and sells it again', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.protection': 'on' });
    const { tradeId, offerId, steamId, listingIds } = await sentDelivery();
    await stack.sandbox.respond(offerId, steamId, 'accept');
    expect(await stack.advance(tradeId)).toBe('protected');
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId }, include: { items: true } });
    await stack.sandbox.reverse(trade.steamTradeId!, steamId);
    // The bot's poll sees the offer reversed (state 12) inside the protection window.
    await stack.poll();
    expect(await statusOf(tradeId)).toBe('reversed');
    const report = await reconcileBotInventories(stack.ctx);
    expect(report.returned).toBeGreaterThanOrEqual(1);
    expect((await stack.db.botAsset.findUniqueOrThrow({ where: { id: trade.items[0]!.botAssetId! } })).status).toBe('held');
    expect((await stack.db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).status).toBe('available');
  });

  it('an asset the shop holds but the bot no longer has is flagged missing, its listing withdrawn and shown to staff', async () => {
    const paid = await stack.paidOrder();
    const { id } = await stack.trade({ orderId: paid.orderId });
    const item = await stack.db.tradeItem.findFirstOrThrow({ where: { tradeId: id } });
    const asset = await stack.db.botAsset.findUniqueOrThrow({ where: { id: item.botAssetId! } });
    // A held asset of another listing vanishes from the bot behind the shop's back.
    const other = await stack.db.botAsset.findFirstOrThrow({ where: { botId: asset.botId, status: 'held', listing: { status: 'available' } } });
    await stack.db.botAsset.update({ where: { id: other.id }, data: { assetId: String(8_000_000 + Math.floor(Math.random() * 1e6)) } });
    // The bot's items arrived long ago (custody leaves just-arrived ones alone), whenever the test catalogue was seeded.
    await stack.db.botAsset.updateMany({ where: { botId: asset.botId }, data: { createdAt: new Date(Date.now() - 3_600_000) } });
    const report = await reconcileBotInventories(stack.ctx);
    expect(report.missing).toBeGreaterThanOrEqual(1);
    expect((await stack.db.botAsset.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('missing');
    expect((await stack.db.listing.findUniqueOrThrow({ where: { id: other.listingId! } })).status).toBe('withdrawn');
    const attention = await tradesNeedingAttention(stack.db);
    expect(attention.missingAssets.map((missing) => missing.id)).toContain(other.id);
  });

  it('a send whose answer never comes although Steam created the offer: found by its code, never sent twice', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.send': 'timeout:5000' });
    const paid = await stack.paidOrder();
    const { id } = await stack.trade({ orderId: paid.orderId });
    expect(await stack.advance(id)).toBe('unknown');
    await stack.sandbox.setFaults({ 'steam.trade.send': 'normal' });
    const found = await stack.advance(id);
    expect(['awaiting_confirmation', 'sent']).toContain(found);
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id } });
    expect(trade.attempt).toBe(1);
    expect(trade.offerId).not.toBeNull();
    expect(await sandboxOffers(paid.steamId)).toHaveLength(1);
  });

  it('a confirmation that never appears: asked again, then the offer is canceled and sent anew', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.confirmation': 'missing' });
    const paid = await stack.paidOrder();
    const { id } = await stack.trade({ orderId: paid.orderId });
    expect(await stack.advance(id)).toBe('awaiting_confirmation');
    expect(await stack.advance(id)).toBe('awaiting_confirmation');
    expect(await stack.advance(id)).toBe('checking');
    await stack.sandbox.setFaults({ 'steam.trade.confirmation': 'normal' });
    expect(await stack.advance(id)).toBe('sent');
    const offers = await sandboxOffers(paid.steamId);
    expect(offers.map((offer) => offer.state).sort()).toEqual([2, 6]);
  });

  it('Steam down, rate-limiting or failing (EResult 16): the trade waits and is tried again; nothing is sent twice', async () => {
    const paid = await stack.paidOrder();
    const { id } = await stack.trade({ orderId: paid.orderId });
    await stack.sandbox.setFaults({ 'steam.trade.api': 'down' });
    expect(await stack.advance(id)).toBe('checking');
    const troubled = await stack.db.trade.findUniqueOrThrow({ where: { id } });
    expect(troubled.errorCount).toBe(1);
    expect(troubled.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());

    await stack.sandbox.setFaults({ 'steam.trade.api': 'rate_limited' });
    await expect(stack.advance(id)).rejects.toThrow(/slow down/);
    expect((await stack.db.steamBot.findFirstOrThrow({ where: { trades: { some: { id } } } })).rateLimitedUntil).not.toBeNull();

    await stack.sandbox.setFaults({ 'steam.trade.api': 'eresult:16' });
    await stack.advance(id);
    await stack.sandbox.setFaults({ 'steam.trade.api': 'normal' });
    await stack.advance(id);
    await stack.advance(id);
    expect((await sandboxOffers(paid.steamId)).length).toBe(1);
  });

  it('an item Steam says the bot does not hold (EResult 26 at send): the delivery fails, the item is refunded and withdrawn', async () => {
    const paid = await stack.paidOrder();
    const { id } = await stack.trade({ orderId: paid.orderId });
    // The shop's record names an asset the bot does not have at Steam (lost, or traded away behind its back).
    const item = await stack.db.tradeItem.findFirstOrThrow({ where: { tradeId: id } });
    await stack.db.botAsset.update({ where: { id: item.botAssetId! }, data: { assetId: String(7_000_000 + Math.floor(Math.random() * 1e6)) } });
    expect(await stack.advance(id)).toBe('failed');
    expect(await stack.db.refund.count({ where: { orderId: paid.orderId } })).toBe(1);
    expect((await stack.db.listing.findUniqueOrThrow({ where: { id: paid.listingIds[0]! } })).status).toBe('withdrawn');
    expect(await sandboxOffers(paid.steamId)).toHaveLength(0);
  });
});
