/** The trades that move an order's items (one per bot that holds them), for staff going from an order to its delivery. */
import type { PrismaClient } from '@skins/db';
import { notFound } from '../../lib/errors.ts';

export async function tradesOfOrder(db: PrismaClient, orderId: number) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, trades: { orderBy: { id: 'asc' }, select: { id: true } } } });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return { orderId: order.id, tradeIds: order.trades.map((trade) => trade.id) };
}
