import type { Order, Prisma, PrismaClient } from '@skins/db';
import { TEST_PAYMENT_REFUSED } from './order-state.ts';
import { RECEIPT_MAX_ATTEMPTS } from './send-receipts.ts';

/** Most a staff member can act on in one sitting; the oldest come first. */
const LIMIT = 200;

/**
 * Orders a person should look at: paid after their items were sold (refund_required), orders still
 * pending or processing after they expired (the provider never answered, or the expiry job is behind),
 * paid orders whose receipt used up its tries (the mail server failed or answered too late), and orders a test
 * payment claimed to pay in a live shop (someone ran a test checkout against it: credentials, provider settings).
 */
export function needsAttentionWhere(now: Date): Prisma.OrderWhereInput {
  return {
    OR: [
      { status: 'refund_required' },
      { status: { in: ['pending', 'processing'] }, expiresAt: { lt: now } },
      { status: 'completed', kind: 'cart', receiptSentAt: null, receiptAttempts: { gte: RECEIPT_MAX_ATTEMPTS } },
      { status: 'failed', failureReason: TEST_PAYMENT_REFUSED },
    ],
  };
}

function reasonFor(order: Order): string {
  if (order.status === 'refund_required') return `refund it: ${order.failureReason ?? 'paid after its items were sold'}`;
  if (order.failureReason === TEST_PAYMENT_REFUSED) return 'a test payment reached the live shop (nothing to refund): check who holds the shop credentials and the shop\'s mode at Paysage';
  if (order.status === 'completed') return `receipt not sent after ${order.receiptAttempts} attempts: check the mail server, then npm run admin -- orders resend-receipt ${order.id}`;
  return `still ${order.status} after it expired`;
}

export async function listOrdersNeedingAttention(db: PrismaClient, now = new Date()) {
  const rows = await db.order.findMany({
    where: needsAttentionWhere(now),
    orderBy: { createdAt: 'asc' },
    take: LIMIT,
    include: { user: { select: { email: true } }, trades: { orderBy: { id: 'asc' }, select: { id: true } } },
  });
  return rows.map((order) => ({
    id: order.id,
    status: order.status,
    trackingId: order.trackingId,
    totalEur: order.totalEur.toString(),
    amount: `${(Number(order.amountMinor) / 100).toFixed(2)} ${order.currency}`,
    buyer: order.user.email,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    lastCheckedAt: order.lastCheckedAt?.toISOString() ?? null,
    reason: reasonFor(order),
    tradeIds: order.trades.map((trade) => trade.id),
  }));
}
