/**
 * The life of a trade (a delivery to a buyer or an intake from a seller), in one place:
 *
 *   queued -> checking -> sending -> awaiting_confirmation -> sent -> accepted -> done
 *                            |  \                              |        |  \
 *                            |   unknown (answer lost: found    |        |   on_hold (Steam's escrow) -> done
 *                            |   by its code, never resent)     |        protected (reversible until) -> done | reversed
 *                            v                                 v
 *                         (attempt outcomes) declined | expired | countered | invalid_items | canceled_by_second_factor
 *                                               |-> checking (a resend: the user's, or the engine's own)
 *                                               '-> failed (refund / sell order cancelled)
 *
 * Which move to make is decided in decide.ts and written by apply.ts; `moveTrade` is the only writer of a
 * trade's status: the move must be allowed below, it happens only if the trade is still where the caller read
 * it (and, after an observation, still on the offer observed), and it is recorded as a TradeEvent in the same
 * transaction.
 */
import type { Prisma, TradeStatus } from '@skins/db';
import type { OfferState } from '../steam/port.ts';

export const FINAL_TRADE_STATUSES: ReadonlySet<TradeStatus> = new Set(['done', 'reversed', 'failed']);
/** An offer may be out at Steam in these: never start another attempt from them. */
export const OFFER_OUT_STATUSES: ReadonlySet<TradeStatus> = new Set(['sending', 'unknown', 'awaiting_confirmation', 'sent']);
/** How an attempt ended without the items moving; a decision (resend or give up) follows. */
export const ATTEMPT_OUTCOMES = ['declined', 'expired', 'countered', 'invalid_items', 'canceled_by_second_factor'] as const satisfies readonly TradeStatus[];
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

const OUTCOMES: readonly TradeStatus[] = ATTEMPT_OUTCOMES;
const OFFER_RESULTS: readonly TradeStatus[] = ['awaiting_confirmation', 'sent', 'accepted', 'on_hold', 'protected', 'done', 'reversed', ...OUTCOMES];

const ALLOWED_MOVES: Record<TradeStatus, readonly TradeStatus[]> = {
  queued: ['checking', 'failed'],
  checking: ['sending', 'failed', 'declined', 'awaiting_owner'],
  // The send's answer: an offer (waiting for confirmation or out), or none at all (back to checking), or unknown.
  sending: ['checking', 'unknown', 'failed', ...OFFER_RESULTS],
  unknown: ['checking', 'failed', ...OFFER_RESULTS],
  awaiting_confirmation: ['sent', 'failed', ...OFFER_RESULTS.filter((status) => status !== 'awaiting_confirmation')],
  sent: ['awaiting_confirmation', 'failed', ...OFFER_RESULTS.filter((status) => status !== 'sent')],
  accepted: ['on_hold', 'protected', 'done', 'reversed', 'failed', 'checking'],
  on_hold: ['protected', 'done', 'reversed', 'declined', 'failed', 'checking'],
  protected: ['done', 'reversed'],
  declined: ['checking', 'failed'],
  expired: ['checking', 'failed'],
  countered: ['checking', 'failed'],
  invalid_items: ['checking', 'failed'],
  canceled_by_second_factor: ['checking', 'failed'],
  done: [],
  reversed: [],
  failed: [],
  awaiting_owner: ['checking', 'failed'],
};

export class IllegalTradeMove extends Error {
  override name = 'IllegalTradeMove';
}

export function canMoveTrade(from: TradeStatus, to: TradeStatus): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/** What Steam's offer state means for the trade (null: nothing to record, e.g. still active). */
export function statusForOffer(state: OfferState): TradeStatus | null {
  switch (state) {
    case 'active':
      return 'sent';
    case 'needs_confirmation':
      return 'awaiting_confirmation';
    case 'accepted':
      return 'accepted';
    case 'in_escrow':
      return 'on_hold';
    case 'declined':
      return 'declined';
    case 'countered':
      return 'countered';
    // An offer canceled before anyone answered it (by the shop at its deadline, or by Steam) moved nothing.
    case 'expired':
    case 'canceled':
      return 'expired';
    case 'invalid_items':
      return 'invalid_items';
    case 'canceled_by_second_factor':
      return 'canceled_by_second_factor';
    case 'reversed':
      return 'reversed';
    case 'unknown':
      return null;
  }
}

export type TradeEventSource = 'engine' | 'poll' | 'reconciler' | 'buyer' | 'seller' | 'staff';

export interface TradeMove {
  tradeId: number;
  from: TradeStatus;
  to: TradeStatus;
  source: TradeEventSource;
  note?: string | null;
  offerId?: string | null;
  /**
   * The move follows an observation of this offer at Steam: it happens only while the trade's current attempt
   * is still that offer's. A newer attempt (a resend) is never moved by what an older offer did.
   */
  observedOffer?: string;
  data?: Omit<Prisma.TradeUpdateManyMutationInput, 'status'>;
}

/** Statuses in which the trade's current attempt has an offer at Steam (or may have: unknown) to observe. */
export const OBSERVABLE_STATUSES: ReadonlySet<TradeStatus> = new Set(['sending', 'unknown', 'awaiting_confirmation', 'sent', 'accepted', 'on_hold', 'protected']);

export async function moveTrade(tx: Prisma.TransactionClient, move: TradeMove): Promise<boolean> {
  if (!canMoveTrade(move.from, move.to)) throw new IllegalTradeMove(`trade ${move.tradeId}: ${move.from} -> ${move.to} is not allowed`);
  const where = move.observedOffer === undefined ? { id: move.tradeId, status: move.from } : { id: move.tradeId, status: move.from, offerId: move.observedOffer };
  const { count } = await tx.trade.updateMany({ where, data: { ...move.data, status: move.to } });
  if (count === 0) return false;
  await tx.tradeEvent.create({
    data: { tradeId: move.tradeId, fromStatus: move.from, toStatus: move.to, source: move.source, offerId: move.offerId ?? null, note: move.note?.slice(0, 500) ?? null },
  });
  return true;
}

/** A trade's first event: it starts queued. */
export async function recordTradeOpened(tx: Prisma.TransactionClient, tradeId: number, note: string): Promise<void> {
  await tx.tradeEvent.create({ data: { tradeId, toStatus: 'queued', source: 'engine', note } });
}
