/** What a buyer sees of their orders: the status the processing page polls, and the history rows of §3. */
import type { PrismaClient } from '@skins/db';
import type { OrderHistoryRow } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/secrets.ts';

/** Who may read an order's status: its buyer (by session), or anyone holding the order's status token. */
export type OrderAccess = { userId: number } | { statusToken: string };

/** Another buyer's order, or a token of another order, is answered as not found. */
export async function getOrderStatus(db: PrismaClient, access: OrderAccess, orderId: number) {
  const owner = 'userId' in access ? { userId: access.userId } : { statusTokenHash: sha256Hex(access.statusToken) };
  const order = await db.order.findFirst({ where: { id: orderId, ...owner }, select: { id: true, status: true, failureReason: true, amountMinor: true, currency: true } });
  if (!order) throw notFound('Order not found');
  return { id: order.id, status: order.status, message: order.failureReason, amount: Number(order.amountMinor) / 100, currency: order.currency };
}

/** One row per item, newest order first (the web app groups rows by order id). */
export async function getOrderHistory(db: PrismaClient, userId: number): Promise<OrderHistoryRow[]> {
  const orders = await db.order.findMany({
    where: { userId, kind: { in: ['cart', 'pack'] } },
    orderBy: { id: 'desc' },
    take: 200,
    include: { items: { orderBy: { id: 'asc' } } },
  });
  return orders.flatMap((order) =>
    order.items.map((item) => ({
      id: order.id,
      item_id: item.listingId,
      title: item.title,
      img_url: item.imgPath,
      category: item.category,
      sum: Number(item.price),
      count: item.quantity,
      currency: order.currency,
      status: order.status,
      created_at: Math.floor(order.createdAt.getTime() / 1000),
      order_amount: Number(order.amountMinor) / 100,
    })),
  );
}
