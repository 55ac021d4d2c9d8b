/**
 * A paid cart order's one sale, whatever paid it (a card through the provider, or the balance through the
 * trader API): in one statement its items are sold, if every one is still reserved by this order or is on
 * sale again, and taken out of the buyer's own cart (other carts show them as unavailable); their deliveries
 * opened (Steam trade offers, the trading wing); the order moved to completed. Otherwise none of that
 * happens and the caller decides what the money becomes.
 */
import { Prisma, type OrderStatus } from '@skins/db';
import { deliveryCtes, deliveryResults, refundUndeliverable } from '../../trading/index.ts';
import { sellableTo } from '../listings/listing-rules.ts';
import { moveCtes, type OrderMoveData, type OrderStatusSource } from './order-state.ts';

type Tx = Prisma.TransactionClient;

export interface PaidCartOrder {
  orderId: number;
  userId: number;
  tradeUrl: string | null;
  from: OrderStatus;
  source: OrderStatusSource;
  note: string | null;
  data: OrderMoveData;
}

/** Whether the order was completed (its items sold and their deliveries opened). */
export async function sellOrderItems(tx: Tx, order: PaidCartOrder): Promise<boolean> {
  const sold = Prisma.sql`(SELECT ok FROM complete)`;
  const completed = { orderId: order.orderId, from: order.from, to: 'completed' as const, source: order.source, note: order.note, data: order.data };
  const [settled] = await tx.$queryRaw<Array<{ complete: boolean; trade_ids: number[]; missing: number[] }>>`
    WITH ${saleCtes(order.orderId, order.userId)},
         ${deliveryCtes({ orderId: order.orderId, userId: order.userId, tradeUrl: order.tradeUrl }, sold)},
         ${moveCtes(completed, sold)}
    SELECT (SELECT ok FROM complete) AS complete, ${deliveryResults}`;
  if (!settled?.complete) return false;
  await refundUndeliverable(tx, order.orderId, settled.missing);
  return true;
}

/**
 * Locks what can be sold (in id order, as checkout locks) and, only when that is every item of the order,
 * sells them and takes them out of the buyer's cart. `complete.ok` says whether it did.
 */
function saleCtes(orderId: number, userId: number): Prisma.Sql {
  return Prisma.sql`
    items AS (
      SELECT listing_id FROM order_items WHERE order_id = ${orderId}
    ), lockable AS (
      SELECT l.id FROM listings l
      WHERE l.id IN (SELECT listing_id FROM items)
        AND ${sellableTo(orderId)}
      ORDER BY l.id
      FOR UPDATE OF l
    ), complete AS (
      SELECT (SELECT count(*) FROM lockable) = (SELECT count(*) FROM items) AS ok
    ), sold AS (
      UPDATE listings l SET status = 'sold', sold_at = now(), reserved_order_id = NULL, reserved_until = NULL, updated_at = now()
      FROM complete WHERE complete.ok AND l.id IN (SELECT id FROM lockable)
      RETURNING l.id
    ), taken_out AS (
      DELETE FROM cart_items ci USING carts c
      WHERE ci.cart_id = c.id AND c.user_id = ${userId} AND ci.listing_id IN (SELECT id FROM sold)
    )`;
}
