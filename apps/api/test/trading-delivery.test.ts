/**
 * Deliveries against the sandbox's Steam: a paid order's items go out as a trade offer from the
 * bot that holds them, and the records say only what Steam said.
 */
import { describe, expect, it } from 'vitest';
import { staffCancelDelivery } from '../src/trading/staff-view.ts';
import { useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack();

async function offersAtSandbox(steamId: string) {
  const response = await fetch(`${stack.sandbox.base}/steam/trading/offers?steamid=${steamId}`);
  return ((await response.json()) as { offers: Array<{ id: string; state: number; message: string }> }).offers;
}

describe('delivery', () => {
  it('a paid order gets a queued delivery in the same transaction, and nothing before payment completes', async () => {
    const { orderId } = await stack.paidOrder({ count: 2 });
    const order = await stack.db.order.findUniqueOrThrow({ where: { id: orderId }, include: { trades: { include: { items: true } } } });
    expect(order.status).toBe('completed');
    expect(order.trades.flatMap((trade) => trade.items)).toHaveLength(2);
    expect(order.trades.every((trade) => trade.status === 'queued' && trade.kind === 'delivery')).toBe(true);
  });

  it('sends the offer, waits for the confirmation, and is delivered when the buyer accepts: new asset ids, Delivered only then', async () => {
    const { orderId, steamId, listingIds } = await stack.paidOrder();
    const { id } = await stack.trade({ orderId });
    // One step checks, sends and confirms with the bot's mobile key (Steam held the offer in state 9 till then).
    expect(await stack.advance(id)).toBe('sent');
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id }, include: { items: { include: { botAsset: true } } } });
    expect(trade.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(trade.items[0]!.botAsset!.status).toBe('in_offer');

    const [offer] = await offersAtSandbox(steamId);
    expect(offer?.message).toContain(`code ${trade.code} `);
    expect(offer?.message).toContain(`order #${orderId}`);
    await stack.sandbox.respond(trade.offerId!, steamId, 'accept');
    expect(await stack.advance(id)).toBe('done');

    const done = await stack.db.trade.findUniqueOrThrow({ where: { id }, include: { items: { include: { botAsset: true } } } });
    expect(done.doneAt).not.toBeNull();
    expect(done.items[0]!.botAsset!.status).toBe('gone');
    expect(done.items[0]!.newAssetId).toMatch(/^\d+$/);
    expect(done.items[0]!.newAssetId).not.toBe(done.items[0]!.botAsset!.assetId);
    const listing = await stack.db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } });
    expect(listing.status).toBe('sold');
  });

  it('staff cancel a delivery the buyer withdrew before its offer went out: refunded once, back on sale; never once an offer is open', async () => {
    const { orderId, listingIds } = await stack.paidOrder();
    const trade = await stack.trade({ orderId });
    await staffCancelDelivery(stack.db, trade.id, 'staff@test.local', 'the buyer withdrew');
    expect(await stack.db.trade.findUniqueOrThrow({ where: { id: trade.id } })).toMatchObject({ status: 'failed', offerId: null });
    const refunds = await stack.db.refund.findMany({ where: { orderId } });
    expect(refunds).toHaveLength(1);
    // The buyer reads the reason in the refund mail; who cancelled stays in the trade's story.
    expect(refunds[0]!.reason).toContain('cancelled before its offer was sent: the buyer withdrew');
    expect(refunds[0]!.reason).not.toContain('staff@test.local');
    expect(await stack.db.tradeEvent.count({ where: { tradeId: trade.id, source: 'staff', note: 'cancelled by staff@test.local' } })).toBe(1);
    expect((await stack.db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).status).toBe('available');
    expect(await stack.advance(trade.id)).toBe('failed');
    await expect(staffCancelDelivery(stack.db, trade.id, 'staff@test.local', 'again')).rejects.toThrow(/is failed: only a delivery with no offer open/);

    // Staff and the worker at once: either no offer and one refund, or an offer and no refund.
    const raced = await stack.paidOrder();
    const racing = await stack.trade({ orderId: raced.orderId });
    await Promise.allSettled([staffCancelDelivery(stack.db, racing.id, 'staff@test.local', 'the buyer withdrew'), stack.advance(racing.id)]);
    const after = await stack.db.trade.findUniqueOrThrow({ where: { id: racing.id } });
    expect(after.offerId === null ? 1 : 0).toBe(await stack.db.refund.count({ where: { orderId: raced.orderId } }));

    const sent = await stack.paidOrder();
    const open = await stack.trade({ orderId: sent.orderId });
    await stack.advance(open.id);
    await expect(staffCancelDelivery(stack.db, open.id, 'staff@test.local', 'too late')).rejects.toThrow(/is sent: only a delivery with no offer open/);
    expect(await stack.db.refund.count({ where: { orderId: sent.orderId } })).toBe(0);
  });

  it('never delivers for an order whose payment did not complete (a trade forged onto a pending order)', async () => {
    const { orderId } = await stack.paidOrder();
    const trade = await stack.trade({ orderId });
    await stack.db.order.update({ where: { id: orderId }, data: { status: 'pending' } });
    await stack.db.paymentEvent.deleteMany({ where: { orderId } });
    expect(await stack.advance(trade.id)).toBe('failed');
    const failed = await stack.db.trade.findUniqueOrThrow({ where: { id: trade.id } });
    expect(failed.failureReason).toMatch(/no completed payment/);
    expect(failed.offerId).toBeNull();
  });

  it('two workers stepping the same trade at once send one offer', async () => {
    const { orderId, steamId } = await stack.paidOrder();
    const { id } = await stack.trade({ orderId });
    await Promise.all([stack.advance(id), stack.advance(id), stack.advance(id)]);
    await stack.advance(id);
    const offers = await offersAtSandbox(steamId);
    expect(offers).toHaveLength(1);
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id } });
    expect(trade.attempt).toBe(1);
    expect(['awaiting_confirmation', 'sent']).toContain(trade.status);
  });
});
