/**
 * Records refunds to be made (the worker asks the provider: send-refunds.ts). A refund exists at most once
 * per key: an item whose delivery failed (`item:<order item id>`) or a whole refund_required order
 * (`order:<order id>`), so two workers, a retried job or staff pressing twice cannot refund anything twice.
 */
import { Prisma, type PrismaClient } from '@skins/db';
import { convertToMinorUnits } from '@skins/shared';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { allocateMinor } from './refund-shares.ts';

type Tx = Prisma.TransactionClient;

/** Each given item's share of the order's charge (refund-shares.ts), by order item id. */
async function itemShares(tx: Tx, orderId: number): Promise<Map<number, bigint>> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { amountMinor: true, currency: true, items: { select: { id: true, price: true }, orderBy: { id: 'asc' } } } });
  const weights = order.items.map((item) => convertToMinorUnits(item.price.toString(), '1'));
  const shares = allocateMinor(order.amountMinor, weights);
  return new Map(order.items.map((item, index) => [item.id, shares[index] ?? 0n]));
}

/** Refunds for items the shop could not deliver, in the transaction that gives up on their delivery. */
export async function requestItemRefunds(tx: Tx, orderId: number, orderItemIds: readonly number[], reason: string): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { currency: true } });
  const shares = await itemShares(tx, orderId);
  const { count } = await tx.refund.createMany({
    data: orderItemIds.map((orderItemId) => ({
      key: `item:${orderItemId}`,
      orderId,
      orderItemId,
      amountMinor: shares.get(orderItemId) ?? 0n,
      currency: order.currency,
      reason,
      requestedBy: 'system',
    })),
    skipDuplicates: true,
  });
  return count;
}

/**
 * Staff's one command for a refund_required order (wrong amount or currency, or paid after its items were
 * sold): the whole payment the provider confirmed goes back, in the currency it was paid in.
 */
export async function requestOrderRefund(db: PrismaClient, orderId: number, staffEmail: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, include: { paymentEvents: { where: { status: 'successful' }, orderBy: { id: 'asc' } } } });
  if (!order) throw notFound(`Order ${orderId} not found`);
  if (order.status !== 'refund_required') throw conflict(`Order ${orderId} is ${order.status}: only a refund_required order is refunded whole (items that failed delivery are refunded by themselves).`);
  const payment = order.paymentEvents.find((event) => event.uid === order.paysageUid) ?? order.paymentEvents[0];
  if (!payment) throw new AppError('CONFLICT', `Order ${orderId} has no confirmed payment to refund.`);
  try {
    return await db.refund.create({
      data: {
        key: `order:${orderId}`,
        orderId,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reason: order.failureReason ? `Refund of order #${orderId}: ${order.failureReason}` : `Refund of order #${orderId}`,
        requestedBy: staffEmail,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw conflict(`Order ${orderId} is already being refunded.`);
    throw error;
  }
}
