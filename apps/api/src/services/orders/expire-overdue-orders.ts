import type { PrismaClient } from '@skins/db';
import { moveOrder } from './order-state.ts';
import { releaseOrderItems } from './release-order-items.ts';

/** At most this many orders per run, so one run stays short; the schedule picks up the rest. */
const BATCH = 200;

/**
 * A pending order past its expiry is canceled and its reserved listings go back on sale (DESIGN.md,
 * Payments). Safe to run twice at once: each order changes state only through a conditional update, so a
 * concurrent run, or a payment settling the order meanwhile, makes this one skip it.
 */
export async function expireOverdueOrders(db: PrismaClient, now = new Date()): Promise<number[]> {
  const overdue = await db.order.findMany({
    where: { status: 'pending', expiresAt: { lt: now } },
    select: { id: true },
    orderBy: { expiresAt: 'asc' },
    take: BATCH,
  });
  const expired: number[] = [];
  for (const { id } of overdue) {
    const changed = await db.$transaction(async (tx) => {
      const moved = await moveOrder(tx, { orderId: id, from: 'pending', to: 'canceled', source: 'expiry', note: 'payment window expired', data: { failureReason: 'expired' } });
      if (moved) await releaseOrderItems(tx, id);
      return moved;
    });
    if (changed) expired.push(id);
  }
  return expired;
}
