/**
 * A buyer's order as a timeline (issue 16.4) instead of one status word, built from what the order already
 * records: its creation, the reservation checkout made in the same transaction, the provider transaction
 * that paid it (payment_events, with the provider's uid the buyer can quote to support), and the status
 * changes (order_status_changes) that completed or stopped it. Nothing new is written for it.
 */
import type { Db } from '@skins/db';
import type { OrderTimeline, OrderTimelineStep } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';

const STOPPED = new Set(['failed', 'canceled', 'refund_required']);
const SUCCESSFUL_PAYMENT = new Set(['successful', 'success']);

/** The buyer's own order only: another's id answers 404, as if it did not exist. */
export async function getOrderTimeline(db: Db, userId: number, orderId: number): Promise<OrderTimeline> {
  const order = await db.order.findFirst({
    where: { id: orderId, userId },
    include: {
      statusChanges: { orderBy: { id: 'asc' } },
      paymentEvents: { orderBy: { id: 'asc' } },
      _count: { select: { items: true } },
    },
  });
  if (!order) throw notFound('Order not found');

  const changedTo = (status: string) => order.statusChanges.find((change) => change.toStatus === status);
  const payment = order.paymentEvents.find((event) => SUCCESSFUL_PAYMENT.has(event.status));
  const paidAt = order.paidAt ?? payment?.createdAt ?? null;
  const completed = changedTo('completed');
  const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

  const steps: OrderTimelineStep[] = [{ step: 'created', at: iso(order.createdAt), detail: null }];
  // Top-ups hold no items; a cart order's items are reserved by the checkout that created it.
  if (order.kind === 'cart') steps.push({ step: 'reserved', at: iso(order.createdAt), detail: String(order._count.items) });
  steps.push({ step: 'paid', at: iso(paidAt), detail: paidAt ? (payment?.uid ?? order.paysageUid) : null });
  if (order.status === 'completed' || !STOPPED.has(order.status)) {
    steps.push({ step: 'delivered', at: iso(completed?.createdAt ?? (order.status === 'completed' ? order.updatedAt : null)), detail: null });
  }
  if (STOPPED.has(order.status)) {
    const stop = changedTo(order.status);
    steps.push({ step: 'stopped', at: iso(stop?.createdAt ?? order.updatedAt), detail: order.failureReason ?? stop?.note ?? order.status });
  }
  return { order_id: order.id, status: order.status, steps };
}
