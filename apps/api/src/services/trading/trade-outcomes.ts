/**
 * What the end of an attempt, or of a whole trade, means for the shop (DESIGN.md "Items move by Steam trade
 * offers"). Each function runs in the caller's transaction and moves the trade through `moveTrade` only.
 *
 * Delivery: a declined, expired or countered offer waits for the buyer's one resend (until the resend window
 *   closes), or, for what a pack gave, waits for its owner with no end (resend-rule.ts); a confirmation Steam
 *   canceled is sent again by the engine; items that are gone cannot be sent. A delivery that fails for good
 *   refunds its items, each once, and puts them back on sale if the bot still holds them.
 * Intake: the engine asks again up to its attempt limit; then the sell order is cancelled with the reason.
 */
import type { Prisma, TradeStatus } from '@skins/db';
import { requestItemRefunds } from '../refunds/request-refunds.ts';
import { systemTransition } from '../sell-orders/transition.ts';
import type { TradingSettings } from './context.ts';
import { relistOrWithdraw } from './custody.ts';
import { keptForBuyer } from './resend-rule.ts';
import type { LoadedTrade } from './load-trade.ts';
import { moveTrade, type AttemptOutcome, type TradeEventSource } from './trade-state.ts';

type Tx = Prisma.TransactionClient;

const OUTCOME_TEXT: Record<AttemptOutcome, string> = {
  declined: 'the offer was declined',
  expired: 'nobody accepted the offer in time',
  countered: 'a counter-offer came back instead (the shop never accepts one)',
  invalid_items: 'Steam says the items are no longer available',
  canceled_by_second_factor: "the bot's mobile confirmation was canceled",
};

export function outcomeText(outcome: AttemptOutcome): string {
  return OUTCOME_TEXT[outcome];
}

/** The items an offer had promised are the bot's to use again (or, when Steam says they are gone, gone). */
async function releaseAssets(tx: Tx, trade: LoadedTrade, gone: boolean): Promise<void> {
  const ids = trade.items.flatMap((item) => (item.botAssetId ? [item.botAssetId] : []));
  if (ids.length === 0) return;
  await tx.botAsset.updateMany({ where: { id: { in: ids }, status: 'in_offer' }, data: { status: gone ? 'gone' : 'held' } });
}

/**
 * An attempt ended without the items moving: recorded, then decided. Returns the status the trade is left in.
 */
export async function endAttempt(
  tx: Tx,
  trade: LoadedTrade,
  outcome: AttemptOutcome,
  { settings, source, note, now = new Date() }: { settings: TradingSettings; source: TradeEventSource; note?: string; now?: Date },
): Promise<TradeStatus> {
  const moved = await moveTrade(tx, {
    tradeId: trade.id,
    from: trade.status,
    to: outcome,
    source,
    offerId: trade.offerId,
    // The attempt that ended is the one whose offer the trade still names.
    observedOffer: trade.offerId ?? undefined,
    note: note ?? OUTCOME_TEXT[outcome],
    data: { errorCount: 0, lastError: null },
  });
  if (!moved) return trade.status;
  await releaseAssets(tx, trade, outcome === 'invalid_items');
  return decideAfterAttempt(tx, { ...trade, status: outcome }, outcome, settings, now);
}

/** Resend (the engine's own, or a window for the buyer's), or give up. */
export async function decideAfterAttempt(tx: Tx, trade: LoadedTrade, outcome: AttemptOutcome, settings: TradingSettings, now: Date): Promise<TradeStatus> {
  if (outcome === 'invalid_items') return failTrade(tx, trade, OUTCOME_TEXT[outcome]);
  const engineRetries = trade.kind === 'intake' || outcome === 'canceled_by_second_factor';
  if (engineRetries) {
    if (trade.attempt >= settings.maxAttempts) return failTrade(tx, trade, `${OUTCOME_TEXT[outcome]}, ${trade.attempt} times`);
    await moveTrade(tx, { tradeId: trade.id, from: outcome, to: 'checking', source: 'engine', note: 'sending a new offer', data: { nextCheckAt: now } });
    return 'checking';
  }
  if (keptForBuyer(trade.order?.kind)) {
    // The buyer owns these items: no deadline and no refund; they are sent again when the buyer asks.
    await tx.trade.update({ where: { id: trade.id }, data: { resendableUntil: null, nextCheckAt: null } });
    return outcome;
  }
  if (trade.resendsUsed >= settings.buyerResends) return failTrade(tx, trade, OUTCOME_TEXT[outcome]);
  const until = new Date(now.getTime() + settings.resendWindowMs);
  await tx.trade.update({ where: { id: trade.id }, data: { resendableUntil: until, nextCheckAt: until } });
  return outcome;
}

/**
 * The trade is over without the items moving. Delivery: each item is refunded once and goes back on sale if
 * the bot still holds it. Intake: the sell order is cancelled, saying why.
 */
export async function failTrade(tx: Tx, trade: LoadedTrade, reason: string, source: TradeEventSource = 'engine'): Promise<'failed'> {
  const moved = await moveTrade(tx, {
    tradeId: trade.id,
    from: trade.status,
    to: 'failed',
    source,
    offerId: trade.offerId,
    note: reason,
    data: { failureReason: reason.slice(0, 500), nextCheckAt: null, resendableUntil: null },
  });
  if (!moved) return 'failed';
  await releaseAssets(tx, trade, false);
  if (trade.kind === 'delivery' && trade.orderId) {
    const lines = trade.items.flatMap((item) => (item.orderItem ? [item.orderItem] : []));
    await requestItemRefunds(tx, trade.orderId, lines.map((line) => line.id), `Order #${trade.orderId}: not delivered (${reason})`);
    await relistOrWithdraw(tx, lines.map((line) => line.listingId));
  }
  if (trade.kind === 'intake' && trade.sellOrderId) {
    await systemTransition(tx, { id: trade.sellOrderId, action: 'intake_failed', note: `the skin never reached us: ${reason}` });
  }
  return 'failed';
}

/**
 * A completed trade was reversed under Steam's trade protection: the items went back. A buyer who gave the
 * items back is refunded; a seller who took the skin back gets the sell order returned, no payout, and a
 * flag for staff.
 */
export async function reverseTrade(tx: Tx, trade: LoadedTrade, source: TradeEventSource, now = new Date()): Promise<'reversed'> {
  const moved = await moveTrade(tx, {
    tradeId: trade.id,
    from: trade.status,
    to: 'reversed',
    source,
    offerId: trade.offerId,
    note: 'the trade was reversed inside Steam’s protection window',
    data: { nextCheckAt: null, doneAt: now },
  });
  if (!moved) return 'reversed';
  if (trade.kind === 'delivery' && trade.orderId) {
    const lines = trade.items.flatMap((item) => (item.orderItem ? [item.orderItem] : []));
    // The returned items come back under new asset ids: staff record them from the bot's inventory.
    await requestItemRefunds(tx, trade.orderId, lines.map((line) => line.id), `Order #${trade.orderId}: the trade was reversed`);
    await relistOrWithdraw(tx, lines.map((line) => line.listingId));
  }
  if (trade.kind === 'intake' && trade.sellOrderId) {
    const received = await tx.botAsset.findMany({ where: { tradeItems: { some: { tradeId: trade.id } }, status: { not: 'gone' } }, select: { id: true, listingId: true } });
    await tx.botAsset.updateMany({ where: { id: { in: received.map((asset) => asset.id) } }, data: { status: 'gone' } });
    const listingIds = received.flatMap((asset) => (asset.listingId ? [asset.listingId] : []));
    await tx.listing.updateMany({ where: { id: { in: listingIds }, status: { in: ['available', 'withdrawn'] } }, data: { status: 'withdrawn' } });
    await systemTransition(tx, { id: trade.sellOrderId, action: 'reversed', note: 'the seller reversed the trade: no payout' });
    await tx.user.update({ where: { id: trade.userId }, data: { staffFlag: `Reversed the trade of sell order #${trade.sellOrderId} on ${now.toISOString().slice(0, 10)}` } });
  }
  return 'reversed';
}
