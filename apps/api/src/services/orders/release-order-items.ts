import type { Prisma } from '@skins/db';

/**
 * Puts every listing an order still holds back on sale. The one place an order lets go of its items:
 * a failed or canceled payment, an expired order, a payment that could not start, a refund.
 */
export async function releaseOrderItems(tx: Prisma.TransactionClient, orderId: number): Promise<number> {
  const { count } = await tx.listing.updateMany({
    where: { reservedOrderId: orderId, status: 'reserved' },
    data: { status: 'available', reservedOrderId: null, reservedUntil: null },
  });
  return count;
}
