/**
 * Orders left `processing` past their TTL, typically at the 3-D Secure step (issue 10.4). They hold their
 * items, so past the TTL the server asks the provider: a payment it confirms completes the order through
 * the one apply path; otherwise the order is canceled and its items go back on sale. A payment that still
 * arrives later is applied to a canceled order, which the state machine turns into refund_required when
 * the items were sold meanwhile: never a second sale.
 *
 * A provider that cannot be asked gives no verdict: the order stays as it is (staff see it in
 * `orders attention`) and the next run asks again. Safe to run twice at once: the cancel is conditional.
 */
import type { PrismaClient } from '@skins/db';
import { findTransactionsByTrackingId, ProviderUnavailableError, type PaysageConfig } from '../paysage/client.ts';
import { applyProviderTransaction } from './apply-provider-transaction.ts';
import { moveOrder, outcomeOf } from './order-state.ts';
import { releaseOrderItems } from './release-order-items.ts';

const BATCH = 50;

export interface AbandonedReport {
  canceled: number[];
  /** Orders the provider could not be asked about this time. */
  unreachable: number[];
}

export async function settleAbandonedPayments(db: PrismaClient, paysage: PaysageConfig, now = new Date()): Promise<AbandonedReport> {
  const overdue = await db.order.findMany({
    where: { status: 'processing', expiresAt: { lt: now } },
    select: { id: true, trackingId: true },
    orderBy: { expiresAt: 'asc' },
    take: BATCH,
  });
  const report: AbandonedReport = { canceled: [], unreachable: [] };
  for (const order of overdue) {
    let transactions;
    try {
      transactions = await findTransactionsByTrackingId(paysage, order.trackingId);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      report.unreachable.push(order.id);
      continue;
    }
    for (const transaction of transactions.filter((t) => outcomeOf(t.status) === 'paid')) {
      await applyProviderTransaction(db, transaction, 'reconciler', paysage);
    }
    if (await cancelIfStillOpen(db, order.id)) report.canceled.push(order.id);
  }
  return report;
}

async function cancelIfStillOpen(db: PrismaClient, orderId: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const moved = await moveOrder(tx, {
      orderId,
      from: 'processing',
      to: 'canceled',
      source: 'expiry',
      note: 'abandoned: not paid within the payment window',
      data: { failureReason: 'expired' },
    });
    if (moved) await releaseOrderItems(tx, orderId);
    return moved;
  });
}
