/**
 * The one writer of a decision (decide.ts): Steam first where the decision withdraws an offer, then every move
 * and every effect on trades, bot assets, listings, refunds and sell orders in one transaction (the bot's
 * confirmation, which records decisions of its own, is the caller's: sync-offer.ts). A move happens only if the trade is still where the decision
 * found it (and, for an observation, still on the offer observed): a concurrent writer makes it a no-op, and
 * then none of its effects happen either.
 */
import type { Prisma, TradeStatus } from '@skins/db';
import { requestItemRefunds } from '../../services/refunds/request-refunds.ts';
import { systemTransition } from '../../services/sell-orders/transition.ts';
import { botRef } from '../steam/bots.ts';
import { engineNow, type TradingContext } from './context.ts';
import { relistOrWithdraw, sweepCustody } from '../custody/custody.ts';
import type { Decision, Effect } from './decide.ts';
import { liveItems, type LoadedTrade } from './load-trade.ts';
import type { ExchangeDetails } from '../steam/port.ts';
import { receiveSkin } from '../custody/receive-skin.ts';
import { moveTrade, type TradeEventSource } from './trade-state.ts';

type Tx = Prisma.TransactionClient;

export interface ApplyOptions {
  source: TradeEventSource;
  /** The decision follows an observation of this offer: it applies only while the trade is still on it. */
  observedOffer?: string;
}

/** Carries a decision out with Steam and the database; returns the status the trade is left in. */
export async function applyDecision(ctx: TradingContext, trade: LoadedTrade, decision: Decision, options: ApplyOptions): Promise<TradeStatus> {
  if (decision.effects.some((effect) => effect.type === 'cancel_offer') && trade.offerId) await ctx.port.cancelOffer(botRef(trade.bot), trade.offerId);
  return ctx.db.$transaction((tx) => writeDecision(tx, trade, decision, options, engineNow(ctx)));
}

/** The database part of a decision, in the caller's transaction. */
export async function writeDecision(tx: Tx, trade: LoadedTrade, decision: Decision, options: ApplyOptions, now: Date): Promise<TradeStatus> {
  if (decision.moves.length === 0) {
    const where = options.observedOffer === undefined ? { id: trade.id, status: trade.status } : { id: trade.id, status: trade.status, offerId: options.observedOffer };
    const data = {
      ...(decision.nextCheckAt !== undefined ? { nextCheckAt: decision.nextCheckAt } : {}),
      ...(decision.resendableUntil !== undefined ? { resendableUntil: decision.resendableUntil } : {}),
      ...(decision.clearsErrors ? { errorCount: 0 } : {}),
    };
    if (Object.keys(data).length > 0) await tx.trade.updateMany({ where, data });
    await applyEffects(tx, trade, decision.effects, now);
    return trade.status;
  }
  let from = trade.status;
  for (const [index, move] of decision.moves.entries()) {
    const first = index === 0;
    const moved = await moveTrade(tx, {
      tradeId: trade.id,
      from,
      to: move.to,
      source: first ? options.source : 'engine',
      offerId: trade.offerId,
      ...(first && options.observedOffer !== undefined ? { observedOffer: options.observedOffer } : {}),
      note: move.note,
      data: move.data ?? {},
    });
    if (!moved) {
      // Someone else moved the trade first: this decision was about a trade that is no longer there.
      return (await tx.trade.findUniqueOrThrow({ where: { id: trade.id }, select: { status: true } })).status;
    }
    from = move.to;
  }
  await applyEffects(tx, { ...trade, status: from }, decision.effects, now);
  return from;
}

async function applyEffects(tx: Tx, trade: LoadedTrade, effects: readonly Effect[], now: Date): Promise<void> {
  for (const effect of effects) {
    switch (effect.type) {
      case 'cancel_offer':
      case 'confirm_offer':
        break; // Steam's part, around the transaction.
      case 'release_assets':
        await releaseAssets(tx, trade, effect.gone);
        break;
      case 'refund_items':
        if (trade.kind === 'delivery' && trade.orderId) {
          const lines = trade.items.flatMap((item) => (item.orderItem ? [item.orderItem] : []));
          await requestItemRefunds(tx, trade.orderId, lines.map((line) => line.id), `Order #${trade.orderId}: not delivered (${effect.reason})`);
          await relistOrWithdraw(tx, lines.map((line) => line.listingId));
        }
        break;
      case 'cancel_sell_order':
        for (const id of intakeOrderIds(trade)) await systemTransition(tx, { id, action: 'intake_failed', note: effect.reason });
        break;
      case 'record_exchange':
        await recordExchange(tx, trade, effect.exchange, now);
        break;
      case 'undo_trade':
        await undoTrade(tx, trade, now);
        break;
      case 'sweep_custody':
        await sweepCustody(tx);
        break;
    }
  }
}

/** The sell orders an intake still carries: each live line's own (a line of an older trade: the trade's). */
function intakeOrderIds(trade: LoadedTrade): number[] {
  if (trade.kind !== 'intake') return [];
  const ids = liveItems(trade).map((item) => item.sellOrderId ?? trade.sellOrderId);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** The items an offer had promised are the bot's to use again (or, when Steam says they are gone, gone). */
async function releaseAssets(tx: Tx, trade: LoadedTrade, gone: boolean): Promise<void> {
  const ids = trade.items.flatMap((item) => (item.botAssetId ? [item.botAssetId] : []));
  if (ids.length === 0) return;
  await tx.botAsset.updateMany({ where: { id: { in: ids }, status: 'in_offer' }, data: { status: gone ? 'gone' : 'held' } });
}

/**
 * The trade went through: what the bot gave is gone (the buyer holds it under a new id), what it received is
 * the shop's under the new id Steam gave it. Inside a protection window the trade may still be reversed, so
 * an intake's listing stays withdrawn, and no payout is made, until it closes.
 */
async function recordExchange(tx: Tx, trade: LoadedTrade, details: ExchangeDetails, now: Date): Promise<void> {
  for (const item of trade.items) {
    if (trade.kind === 'delivery' && item.botAsset) {
      const given = details.given.find((asset) => asset.assetId === item.botAsset!.assetId);
      await tx.botAsset.update({ where: { id: item.botAsset.id }, data: { status: 'gone' } });
      await tx.tradeItem.update({ where: { id: item.id }, data: { newAssetId: given?.newAssetId ?? null } });
    }
    const sellOrderId = item.sellOrderId ?? trade.sellOrderId;
    if (trade.kind === 'intake' && sellOrderId && item.droppedReason === null) {
      // Each line is the asset it asked for; a lone line of an older trade may not have known its asset id.
      const received = details.received.find((asset) => asset.assetId === item.partnerAssetId) ?? (liveItems(trade).length === 1 ? details.received[0] : undefined);
      if (!received?.newAssetId) continue;
      const { botAssetId } = await receiveSkin(tx, sellOrderId, {
        botId: trade.botId,
        assetId: received.newAssetId,
        classId: received.classId,
        instanceId: received.instanceId,
        tradableAfter: received.tradableAfter,
        protectedUntil: received.protectedUntil,
      }, now);
      await tx.tradeItem.update({ where: { id: item.id }, data: { newAssetId: received.newAssetId, botAssetId } });
    }
  }
}

/**
 * A completed trade was reversed under Steam's trade protection: the items went back. A buyer who gave the
 * items back is refunded (custody holds them again once the bot's inventory shows them); a seller who took the
 * skin back gets the sell order returned, no payout, and a flag for staff.
 */
async function undoTrade(tx: Tx, trade: LoadedTrade, now: Date): Promise<void> {
  if (trade.kind === 'delivery' && trade.orderId) {
    const lines = trade.items.flatMap((item) => (item.orderItem ? [item.orderItem] : []));
    await requestItemRefunds(tx, trade.orderId, lines.map((line) => line.id), `Order #${trade.orderId}: the trade was reversed`);
    await relistOrWithdraw(tx, lines.map((line) => line.listingId));
  }
  const orderIds = intakeOrderIds(trade);
  if (orderIds.length > 0) {
    const received = await tx.botAsset.findMany({ where: { tradeItems: { some: { tradeId: trade.id } }, status: { not: 'gone' } }, select: { id: true, listingId: true } });
    await tx.botAsset.updateMany({ where: { id: { in: received.map((asset) => asset.id) } }, data: { status: 'gone' } });
    const listingIds = received.flatMap((asset) => (asset.listingId ? [asset.listingId] : []));
    await tx.listing.updateMany({ where: { id: { in: listingIds }, status: { in: ['available', 'withdrawn'] } }, data: { status: 'withdrawn' } });
    for (const id of orderIds) await systemTransition(tx, { id, action: 'reversed', note: 'the seller reversed the trade: no payout' });
    const named = orderIds.map((id) => `#${id}`).join(', ');
    await tx.user.update({ where: { id: trade.userId }, data: { staffFlag: `Reversed the trade of sell order${orderIds.length > 1 ? 's' : ''} ${named} on ${now.toISOString().slice(0, 10)}` } });
  }
}
