/**
 * Intake from sellers against the sandbox's Steam: an accepted offer starts a bot's trade offer
 * asking for the seller's skin; the sell order becomes skin_received only when Steam moved it, the skin is
 * listed, and staff's payout is refused until the skin is the shop's and no protection window is open.
 */
import { tradeUrlFor } from '@skins/sandbox';
import { acceptOfferBodySchema, sellOrderBodySchema } from '@skins/shared/sell-orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptOffer, createSellOrder } from '../src/services/sell-orders/seller-actions.ts';
import { makeOffer, markSold } from '../src/services/sell-orders/staff-actions.ts';
import { botRef } from '../src/trading/steam/bots.ts';
import { createSeller, staffId } from './helpers/sell-orders.ts';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

let clockOffsetMs = 0;
const stack = useTradingStack();
beforeEach(() => {
  clockOffsetMs = 0;
  stack.ctx.now = undefined;
});

async function advanceClocks(seconds: number) {
  await stack.sandbox.advanceClock(seconds);
  clockOffsetMs += seconds * 1000;
  stack.ctx.now = () => new Date(Date.now() + clockOffsetMs);
}

/** A seller with a public Steam inventory, one of whose skins they offer, accepted at €80. */
async function acceptedSellOrder({ pickAsset = true } = {}) {
  let steamId = freshSteamId();
  while (BigInt(steamId) % 97n === 0n) steamId = freshSteamId(); // the stand-in keeps those inventories private
  const seller = await createSeller(stack.db);
  const bot = (await stack.db.steamBot.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'asc' } }));
  const [skin] = await stack.ctx.port.userInventory(botRef(bot), steamId);
  const order = await createSellOrder(
    stack.db,
    seller.id,
    sellOrderBodySchema.parse({ skin_name: skin!.name, quality: 'Rare', price: 100, steam_link: 'https://steamcommunity.com/id/seller/inventory', ...(pickAsset ? { asset_id: skin!.assetId } : {}) }),
  );
  await makeOffer(stack.db, await staffId(stack.db), order.id, '80.00');
  await acceptOffer(stack.db, seller.id, order.id, acceptOfferBodySchema.parse({ trade_url: tradeUrlFor(steamId), card_number: '4242 4242 4242 4242', card_holder_name: 'Ana Seller', card_expire_date: '12/39' }));
  const trade = await stack.trade({ sellOrderId: order.id });
  return { orderId: order.id, sellerId: seller.id, steamId, skin: skin!, tradeId: trade.id };
}

const payout = async (orderId: number, price = '80.00', reason?: string) =>
  markSold(stack.db, await staffId(stack.db), orderId, price, `SEPA-${orderId}-${Math.random().toString(36).slice(2)}`, reason);

describe('intake', () => {
  it('accept -> the bot asks for the picked asset -> received when Steam moved it -> listed; payout only then', async () => {
    const { orderId, steamId, skin, tradeId } = await acceptedSellOrder();
    const queued = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId }, include: { items: true } });
    expect(queued.kind).toBe('intake');
    expect(queued.items[0]!.partnerAssetId).toBe(skin.assetId);
    // Accepted is not received: no payout, and no staff claim can make it received.
    await expect(payout(orderId)).rejects.toThrow(/cannot be marked as sold while it is Accepted/);

    expect(await stack.advance(tradeId)).toBe('sent');
    await expect(payout(orderId)).rejects.toThrow(/cannot be marked as sold while it is Accepted/);
    expect((await stack.db.sellOrder.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('accepted');

    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    await stack.sandbox.respond(trade.offerId!, steamId, 'accept');
    expect(await stack.advance(tradeId)).toBe('done');

    const order = await stack.db.sellOrder.findUniqueOrThrow({ where: { id: orderId }, include: { events: { orderBy: { id: 'asc' } } } });
    expect(order.status).toBe('skin_received');
    expect(order.events.at(-1)).toMatchObject({ actorRole: 'system', actorId: null, toStatus: 'skin_received' });
    const received = await stack.db.tradeItem.findFirstOrThrow({ where: { tradeId }, include: { botAsset: { include: { listing: true } } } });
    expect(received.newAssetId).not.toBe(skin.assetId);
    expect(received.botAsset).toMatchObject({ assetId: received.newAssetId, status: 'held' });
    expect(received.botAsset!.listing).toMatchObject({ title: skin.name, status: 'available' });
    // At least what the shop paid: the default rule never lists below cost.
    expect(Number(received.botAsset!.listing!.price)).toBeGreaterThanOrEqual(80);

    await expect(payout(orderId, '70.00')).rejects.toThrow(/needs a reason/);
    const sold = await payout(orderId, '70.00', 'a scratch on the skin, agreed with the seller');
    expect(sold.status).toBe('sold');
    const last = await stack.db.sellOrderEvent.findFirstOrThrow({ where: { sellOrderId: orderId }, orderBy: { id: 'desc' } });
    expect(last.note).toMatch(/instead of the accepted €80.00: a scratch on the skin/);
  });

  it('a typed name gets its asset from the seller’s inventory at send time', async () => {
    const { tradeId, skin } = await acceptedSellOrder({ pickAsset: false });
    expect(await stack.advance(tradeId)).toBe('sent');
    const item = await stack.db.tradeItem.findFirstOrThrow({ where: { tradeId } });
    expect(item.partnerAssetId).toBe(skin.assetId);
  });

  it('declined every time: asked again up to the limit, then the sell order is cancelled by the system', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.respond': 'decline' });
    const { orderId, tradeId } = await acceptedSellOrder();
    for (let step = 0; step < 8; step++) await stack.advance(tradeId);
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    expect(trade.status).toBe('failed');
    expect(trade.attempt).toBe(3);
    const order = await stack.db.sellOrder.findUniqueOrThrow({ where: { id: orderId }, include: { events: { orderBy: { id: 'desc' }, take: 1 } } });
    expect(order.status).toBe('cancelled');
    expect(order.events[0]).toMatchObject({ actorRole: 'system', note: expect.stringMatching(/never reached us/) });
  });

  it('trade protection: received but withdrawn and unpaid while reversible; reversed inside it -> returned, flagged, never paid', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.protection': 'on' });
    const { orderId, sellerId, steamId, tradeId } = await acceptedSellOrder();
    await stack.advance(tradeId);
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    await stack.sandbox.respond(trade.offerId!, steamId, 'accept');
    expect(await stack.advance(tradeId)).toBe('protected');
    expect((await stack.db.sellOrder.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('skin_received');
    const asset = await stack.db.botAsset.findFirstOrThrow({ where: { tradeItems: { some: { tradeId } } }, include: { listing: true } });
    expect(asset.listing!.status).toBe('withdrawn');
    await expect(payout(orderId)).rejects.toThrow(/trade protection/);

    const accepted = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    await stack.sandbox.reverse(accepted.steamTradeId!, steamId);
    await advanceClocks(7 * 86_400 + 60);
    expect(await stack.advance(tradeId)).toBe('reversed');
    expect((await stack.db.sellOrder.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('returned');
    expect((await stack.db.user.findUniqueOrThrow({ where: { id: sellerId } })).staffFlag).toMatch(/Reversed the trade of sell order/);
    expect((await stack.db.botAsset.findUniqueOrThrow({ where: { id: asset.id } })).status).toBe('gone');
    await expect(payout(orderId)).rejects.toThrow(/cannot be marked as sold|reversed/);
  });

  it('trade protection that runs out: done, the listing goes on sale and the payout is allowed', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.protection': 'on' });
    const { orderId, steamId, tradeId } = await acceptedSellOrder();
    await stack.advance(tradeId);
    const trade = await stack.db.trade.findUniqueOrThrow({ where: { id: tradeId } });
    await stack.sandbox.respond(trade.offerId!, steamId, 'accept');
    expect(await stack.advance(tradeId)).toBe('protected');
    await advanceClocks(7 * 86_400 + 60);
    // The listing is released by the custody sweep, which reads the real clock: move the record's window back too.
    await stack.db.botAsset.updateMany({ where: { tradeItems: { some: { tradeId } } }, data: { protectedUntil: new Date(Date.now() - 1000), tradableAfter: new Date(Date.now() - 1000) } });
    expect(await stack.advance(tradeId)).toBe('done');
    const asset = await stack.db.botAsset.findFirstOrThrow({ where: { tradeItems: { some: { tradeId } } }, include: { listing: true } });
    expect(asset.listing!.status).toBe('available');
    expect((await payout(orderId)).status).toBe('sold');
  });
});
