/**
 * A paid cart order's one sale, whatever paid it (a card through the provider, or the balance through the
 * trader API): in one statement its items are sold, if every one is still reserved by this order or is on
 * sale again, and taken out of the buyer's own cart (other carts show them as unavailable); their deliveries
 * opened (Steam trade offers, the trading wing); the order moved to completed. Otherwise none of that
 * happens and the caller decides what the money becomes.
 */
import type { SqlBool } from 'kysely';
import type { OrderStatus, Prisma } from '@skins/db';
import { cteStep, fromPrismaSql, queryFirst, sql, statements, within } from '@skins/db/sql';
import { refundUndeliverable, selectDeliveryResults, withDeliveries } from '../../trading/index.ts';
import { sellableTo } from '../listings/listing-rules.ts';
import { withOrderMove, type OrderMoveData, type OrderStatusSource } from './order-state.ts';

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
  const completed = { orderId: order.orderId, from: order.from, to: 'completed' as const, source: order.source, note: order.note, data: order.data };
  const sale = withSale(statements, order.orderId, order.userId);
  const sold = sql<SqlBool>`(${within(sale).selectFrom('complete').select('complete.ok')})`;
  const deliveries = withDeliveries(sale, { orderId: order.orderId, userId: order.userId, tradeUrl: order.tradeUrl }, sold);
  const statement = selectDeliveryResults(withOrderMove(deliveries, completed, sold)).select(sold.as('complete'));
  const settled = await queryFirst(tx, statement);
  if (!settled?.complete) return false;
  await refundUndeliverable(tx, order.orderId, settled.missing);
  return true;
}

/**
 * Locks what can be sold (in id order, as checkout locks) and, only when that is every item of the order,
 * sells them and takes them out of the buyer's cart. `complete.ok` says whether it did.
 */
const withSale = cteStep((qc, orderId: number, userId: number) =>
  qc
    .with('sale_items', (db) => db.selectFrom('order_items').select('order_items.listing_id').where('order_items.order_id', '=', orderId))
    .with('lockable', (db) =>
      db
        .selectFrom('listings as l')
        .select('l.id')
        .where('l.id', 'in', (eb) => eb.selectFrom('sale_items').select('sale_items.listing_id'))
        .where(fromPrismaSql<SqlBool>(sellableTo(orderId)))
        .orderBy('l.id')
        .forUpdate('l'),
    )
    .with('complete', (db) =>
      db.selectNoFrom((eb) => eb(eb.selectFrom('lockable').select((eb) => eb.fn.countAll().as('n')), '=', eb.selectFrom('sale_items').select((eb) => eb.fn.countAll().as('n'))).as('ok')),
    )
    .with('sold', (db) =>
      db
        .updateTable('listings as l')
        .from('complete')
        .set({ status: 'sold', sold_at: sql`now()`, reserved_order_id: null, reserved_until: null, updated_at: sql`now()` })
        .where('complete.ok', '=', true)
        .where('l.id', 'in', (eb) => eb.selectFrom('lockable').select('lockable.id'))
        .returning('l.id'),
    )
    .with('taken_out', (db) =>
      db
        .deleteFrom('cart_items')
        .where('cart_items.cart_id', 'in', (eb) => eb.selectFrom('carts').select('carts.id').where('carts.user_id', '=', userId))
        .where('cart_items.listing_id', 'in', (eb) => eb.selectFrom('sold').select('sold.id')),
    ),
);
