/**
 * A buyer's order as a timeline, built from what the order records: its creation and the
 * reservation checkout made in the same transaction, the provider transaction that paid it (with the uid the
 * buyer can quote to support), each delivery's trade offer as Steam reported it (delivery-view.ts), each refund
 * the provider confirmed, and the status change that stopped the order. Nothing is said that a record does
 * not show: "delivered" appears only when every delivery's items moved.
 */
import type { Db } from '@skins/db';
import { minorUnitsToNumber, type OrderTimeline, type OrderTimelineStep, type RefundView } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { deliveryView } from './delivery-view.ts';
import { refundReasonCode } from './failure-code.ts';

const STOPPED = new Set(['failed', 'canceled', 'refund_required']);
const SUCCESSFUL_PAYMENT = new Set(['successful', 'success']);

export interface TimelineLinks {
  offerUrl: (offerId: string) => string;
  buyerResends: number;
}

/** The buyer's own order only: another's id answers 404, as if it did not exist. */
export async function getOrderTimeline(db: Db, userId: number, orderId: number, links: TimelineLinks): Promise<OrderTimeline> {
  const order = await db.order.findFirst({
    where: { id: orderId, userId },
    include: {
      statusChanges: { orderBy: { id: 'asc' } },
      paymentEvents: { orderBy: { id: 'asc' } },
      _count: { select: { items: true } },
      trades: { where: { kind: 'delivery' }, orderBy: { id: 'asc' }, include: { events: { orderBy: { id: 'asc' } }, bot: { select: { accountName: true } }, items: { include: { orderItem: { select: { title: true } } } } } },
      refunds: { orderBy: { id: 'asc' }, include: { orderItem: { select: { title: true } } } },
    },
  });
  if (!order) throw notFound('Order not found');

  const changedTo = (status: string) => order.statusChanges.find((change) => change.toStatus === status);
  const payment = order.paymentEvents.find((event) => SUCCESSFUL_PAYMENT.has(event.status));
  const paidAt = order.paidAt ?? payment?.createdAt ?? null;
  const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

  const deliveries = order.trades.map((trade) => deliveryView({ ...trade, order: { kind: order.kind } }, links.offerUrl, links.buyerResends));
  const refunds: RefundView[] = order.refunds.map((refund) => ({
    id: refund.id,
    item: refund.orderItem?.title ?? null,
    amount: minorUnitsToNumber(refund.amountMinor),
    currency: refund.currency,
    state: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'requested',
    at: (refund.settledAt ?? refund.createdAt).toISOString(),
    reason: refund.reason.replace(/^(Order #\d+: |Refund of order #\d+: )/, ''),
    reason_code: refundReasonCode(refund.reason),
  }));

  const steps: OrderTimelineStep[] = [{ step: 'created', at: iso(order.createdAt), detail: null }];
  // Top-ups hold no items; a cart order's items are reserved by the checkout that created it.
  if (order.kind !== 'top_up') steps.push({ step: 'reserved', at: iso(order.createdAt), detail: String(order._count.items) });
  steps.push({ step: 'paid', at: iso(paidAt), detail: paidAt ? (payment?.uid ?? order.paysageUid) : null });
  if (order.kind !== 'top_up' && !STOPPED.has(order.status)) {
    const delivered = deliveries.length > 0 && deliveries.every((delivery) => delivery.state === 'delivered');
    const lastDone = order.trades.reduce<Date | null>((latest, trade) => (trade.doneAt && (!latest || trade.doneAt > latest) ? trade.doneAt : latest), null);
    steps.push({ step: 'delivered', at: delivered ? iso(lastDone) : null, detail: null });
  }
  const refunded = order.refunds.filter((refund) => refund.status === 'succeeded');
  if (refunded.length) {
    const last = refunded.reduce((latest, refund) => (refund.settledAt && refund.settledAt > latest ? refund.settledAt : latest), refunded[0]!.settledAt ?? refunded[0]!.createdAt);
    steps.push({ step: 'refunded', at: last.toISOString(), detail: String(refunded.length) });
  }
  if (STOPPED.has(order.status)) {
    const stop = changedTo(order.status);
    steps.push({ step: 'stopped', at: iso(stop?.createdAt ?? order.updatedAt), detail: order.failureReason ?? stop?.note ?? order.status });
  }
  return { order_id: order.id, status: order.status, steps, deliveries, refunds };
}
