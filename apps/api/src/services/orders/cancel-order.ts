/**
 * The buyer closed the payment widget without paying (spec §4: closeWidget with no status): the order is
 * canceled at once and its items go back on sale, instead of showing "Pending" for the whole payment window.
 * Closing the widget proves nothing about the money, so the provider is asked first: a payment it took
 * completes the order through the one apply path; if it cannot be asked, the order stays as it is and
 * expires as usual. A payment that arrives after the cancel meets a canceled order: completed if its items
 * are still free, refund_required if not, never a second sale.
 */
import type { PrismaClient } from '@skins/db';
import { conflict, notFound } from '../../lib/errors.ts';
import { findTransactionsByTrackingId, ProviderUnavailableError, type PaysageConfig } from '../paysage/client.ts';
import { applyProviderTransaction } from './apply-provider-transaction.ts';
import { moveOrder, outcomeOf } from './order-state.ts';
import { getOrderStatus } from './order-views.ts';
import { releaseOrderItems } from './release-order-items.ts';

export async function cancelOrderByBuyer(db: PrismaClient, paysage: PaysageConfig, userId: number, orderId: number) {
  const order = await db.order.findFirst({ where: { id: orderId, userId }, select: { id: true, status: true, trackingId: true } });
  if (!order) throw notFound('Order not found');
  if (order.status !== 'pending' && order.status !== 'processing') throw conflict('This order can no longer be canceled.');

  let paid = false;
  try {
    for (const transaction of await findTransactionsByTrackingId(paysage, order.trackingId)) {
      if (outcomeOf(transaction.status) !== 'paid') continue;
      await applyProviderTransaction(db, transaction, 'reconciler', paysage);
      paid = true;
    }
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // No verdict without the provider: the order keeps its items until it expires or is settled.
    return getOrderStatus(db, { userId }, orderId);
  }
  if (!paid) {
    await db.$transaction(async (tx) => {
      const moved = await moveOrder(tx, { orderId, from: order.status, to: 'canceled', source: 'checkout', note: 'the buyer closed the payment without paying', data: { failureReason: 'canceled by the buyer' } });
      if (moved) await releaseOrderItems(tx, orderId);
    });
  }
  return getOrderStatus(db, { userId }, orderId);
}
