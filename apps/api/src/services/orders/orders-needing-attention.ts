import type { Prisma, PrismaClient } from '@skins/db';

/** Most a staff member can act on in one sitting; the oldest come first. */
const LIMIT = 200;

/**
 * Orders a person should look at: paid after their items were sold (refund_required), and orders still
 * pending or processing after they expired (the provider never answered, or the expiry job is behind).
 */
export function needsAttentionWhere(now: Date): Prisma.OrderWhereInput {
  return { OR: [{ status: 'refund_required' }, { status: { in: ['pending', 'processing'] }, expiresAt: { lt: now } }] };
}

export async function listOrdersNeedingAttention(db: PrismaClient, now = new Date()) {
  const rows = await db.order.findMany({
    where: needsAttentionWhere(now),
    orderBy: { createdAt: 'asc' },
    take: LIMIT,
    include: { user: { select: { email: true } } },
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
    reason: order.status === 'refund_required' ? `refund it: ${order.failureReason ?? 'paid after its items were sold'}` : `still ${order.status} after it expired`,
  }));
}
