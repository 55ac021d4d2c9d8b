/**
 * When a paid order's receipt is still to come. The receipt outbox (send-receipts.ts) sends exactly these, and
 * the order's other mails (the offer's, trading/send-trade-mails.ts) wait while it is, so the buyer reads the
 * receipt first.
 */
import type { Prisma } from '@skins/db';
import { MAIL_MAX_ATTEMPTS } from '../mail/retry-pause.ts';

/** Orders paid longer ago than this are not mailed any more (e.g. after an outage of days). */
export const RECEIPT_WINDOW_DAYS = 7;
/** Tries of one receipt before it waits for staff. */
export const RECEIPT_MAX_ATTEMPTS = MAIL_MAX_ATTEMPTS;

const windowStart = (now: Date) => new Date(now.getTime() - RECEIPT_WINDOW_DAYS * 86_400_000);

/** Orders with no receipt to wait for: sent, given up (staff were told), out of its window, or not a cart order. */
export function receiptSettledWhere(now = new Date()): Prisma.OrderWhereInput {
  return {
    OR: [{ kind: { not: 'cart' } }, { status: { not: 'completed' } }, { receiptSentAt: { not: null } }, { receiptAttempts: { gte: RECEIPT_MAX_ATTEMPTS } }, { paidAt: null }, { paidAt: { lte: windowStart(now) } }],
  };
}
