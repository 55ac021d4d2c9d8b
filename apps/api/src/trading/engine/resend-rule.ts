/**
 * When the buyer may ask for a delivery's offer again: after an offer that was declined, expired or
 * countered. Bought items allow one resend inside its window, then they are refunded. What a pack gave is
 * the buyer's from the moment it was opened: it waits for the buyer, who may ask again at any time, and is
 * never refunded for a declined offer (a refund after the reveal would be a free re-roll).
 */
import type { OrderKind, TradeStatus } from '@skins/db';

export const RESENDABLE_STATUSES: readonly TradeStatus[] = ['declined', 'expired', 'countered'];

export interface ResendFacts {
  status: TradeStatus;
  resendsUsed: number;
  resendableUntil: Date | null;
  /** The kind of the order the delivery is for (null: not a delivery). */
  orderKind: OrderKind | null;
}

/** A pack's won items wait for their owner whatever happens to an offer the buyer did not take. */
export const keptForBuyer = (orderKind: OrderKind | null | undefined): boolean => orderKind === 'pack';

export function buyerMayResend(trade: ResendFacts, buyerResends: number, now: Date): boolean {
  if (!RESENDABLE_STATUSES.includes(trade.status)) return false;
  if (keptForBuyer(trade.orderKind)) return true;
  return trade.resendsUsed < buyerResends && trade.resendableUntil !== null && trade.resendableUntil > now;
}
