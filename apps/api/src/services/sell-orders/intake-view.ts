/**
 * The intake of each sell order as its seller sees it (the latest intake trade): the state in the seller's
 * words, the offer's code and link while it is out, when the skin arrived and when the payout can be made.
 */
import type { Db, Trade, TradeStatus } from '@skins/db';
import type { IntakeView } from '@skins/shared/sell-orders';

const STATE: Record<TradeStatus, IntakeView['state']> = {
  queued: 'preparing',
  checking: 'preparing',
  sending: 'preparing',
  unknown: 'preparing',
  invalid_items: 'preparing',
  canceled_by_second_factor: 'preparing',
  awaiting_confirmation: 'confirming',
  sent: 'sent',
  accepted: 'sent',
  on_hold: 'on_hold',
  protected: 'protected',
  done: 'received',
  declined: 'declined',
  expired: 'expired',
  countered: 'countered',
  failed: 'failed',
  reversed: 'reversed',
  // Deliveries only; an intake never waits for an owner's proof.
  awaiting_owner: 'preparing',
};

export async function intakeViews(db: Db, sellOrderIds: readonly number[], offerUrl: (offerId: string) => string): Promise<Map<number, IntakeView>> {
  if (sellOrderIds.length === 0) return new Map();
  // One intake may carry several sell orders: each order's view is its line's trade.
  const trades = await db.trade.findMany({
    where: { kind: 'intake', items: { some: { sellOrderId: { in: [...sellOrderIds] } } } },
    orderBy: { id: 'asc' },
    include: { bot: { select: { accountName: true } }, items: { where: { sellOrderId: { in: [...sellOrderIds] } }, select: { sellOrderId: true, droppedReason: true } } },
  });
  const views = new Map<number, IntakeView>();
  for (const trade of trades) {
    for (const line of trade.items) if (line.sellOrderId !== null) views.set(line.sellOrderId, viewOf(trade, line.droppedReason, offerUrl));
  }
  return views;
}

function viewOf(trade: Trade & { bot: { accountName: string } }, droppedReason: string | null, offerUrl: (offerId: string) => string): IntakeView {
  if (droppedReason !== null) {
    // The skin dropped out before the offer went out: this order's intake ended there (its cancel note says why).
    return { state: 'failed', bot: trade.bot.accountName, code: null, offer_url: null, deadline: null, received_at: null, payout_after: null, failure_reason: null };
  }
  const state = STATE[trade.status];
  const out = state === 'sent' || state === 'confirming' || state === 'on_hold';
  const received = state === 'received' || state === 'protected';
  return {
    state,
    bot: trade.bot.accountName,
    code: out || received ? trade.code : null,
    offer_url: out && trade.offerId ? offerUrl(trade.offerId) : null,
    deadline: state === 'sent' ? (trade.deadlineAt?.toISOString() ?? null) : null,
    received_at: received ? (trade.acceptedAt?.toISOString() ?? null) : null,
    payout_after: received ? (trade.protectedUntil ?? trade.acceptedAt)?.toISOString() ?? null : null,
    failure_reason: state === 'failed' ? trade.failureReason : null,
  };
}

/**
 * Why each order is where it is, when a person or the engine said so: the note of the step that returned or
 * cancelled it, of a lapsed offer, or of a payout at another amount than the one accepted.
 */
export async function statusReasons(db: Db, sellOrderIds: readonly number[]): Promise<Map<number, string>> {
  if (sellOrderIds.length === 0) return new Map();
  const orders = await db.sellOrder.findMany({
    where: { id: { in: [...sellOrderIds] }, status: { in: ['returned', 'cancelled', 'sold', 'pending'] } },
    select: { id: true, status: true, events: { orderBy: { id: 'desc' }, take: 1, select: { note: true, actorRole: true, toStatus: true } } },
  });
  const reasons = new Map<number, string>();
  for (const order of orders) {
    const last = order.events[0];
    if (!last?.note || last.toStatus !== order.status) continue;
    if (order.status === 'sold' && !last.note.includes('instead of the accepted')) continue;
    if (order.status === 'pending' && last.actorRole !== 'system') continue;
    reasons.set(order.id, last.note);
  }
  return reasons;
}
