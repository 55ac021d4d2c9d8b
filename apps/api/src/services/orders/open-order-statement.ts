/**
 * Opens a pending order in one statement (one round trip, atomic on its own): it locks the cart's listings
 * that this buyer may take (on sale, or held by the buyer's own open payment), in id order so two
 * checkouts of overlapping carts queue rather than deadlock, and only when every one of them is locked does
 * it insert the order, reserve the listings for it, insert its items and start its status history. When
 * any listing is gone it changes nothing and answers no row.
 *
 * A lock waited for re-reads the row (PostgreSQL's READ COMMITTED re-check): a listing another checkout
 * reserved meanwhile no longer qualifies, so each listing is sold once.
 */
import type { Insertable } from 'kysely';
import type { Db } from '@skins/db';
import { fromPrismaSql, queryFirst, sql, statements, type Tables } from '@skins/db/sql';
import { buyableBy } from '../listings/listing-rules.ts';

type OrderColumn =
  | 'user_id' | 'payment_type' | 'tracking_id' | 'idempotency_key' | 'currency' | 'rate' | 'amount_minor' | 'subtotal_eur'
  | 'discount_eur' | 'vat_percent' | 'vat_eur' | 'total_eur' | 'promo_code_id' | 'name' | 'surname' | 'email' | 'phone'
  | 'country_id' | 'city' | 'address' | 'post_code' | 'steam_id' | 'trade_url';

/** What an order item keeps of its listing. */
export type NewOrderItem = Required<Pick<Insertable<Tables['order_items']>, 'listing_id' | 'title' | 'img_path' | 'category' | 'price_eur' | 'price'>>;

/**
 * A cart order as checkout (or a balance buy through the trader API) opens it. Billing details are what the
 * checkout form gave; a balance buy has no card to bill (null where unknown).
 */
export type NewOrder = Required<Pick<Insertable<Tables['orders']>, OrderColumn>> & { trade_url: string; expires_at: Date; items: NewOrderItem[] };

/** The new order's id, or null when a listing could not be taken. */
export async function insertOrderReservingItems(db: Db, order: NewOrder): Promise<number | null> {
  const ids = order.items.map((item) => item.listing_id);
  const column = <K extends keyof NewOrderItem>(key: K) => order.items.map((item) => item[key]);
  // A parameter in a SELECT list has no column to take its type from: numbers, enums and times say theirs.
  const typed = <T>(value: T, type: string) => sql<T>`${value}::${sql.raw(type)}`;
  const statement = statements
    .with('takeable', (db) =>
      db
        .selectFrom('listings as l')
        .select('l.id')
        .where((eb) => eb('l.id', '=', eb.fn.any(sql<number[]>`${ids}::int[]`)))
        .where(fromPrismaSql<boolean>(buyableBy(order.user_id)))
        .orderBy('l.id')
        .forUpdate('l'),
    )
    .with('complete', (db) => db.selectFrom('takeable').select((eb) => eb(eb.fn.countAll(), '=', ids.length).as('ok')))
    .with('opened', (db) =>
      db
        .insertInto('orders')
        .columns([
          'user_id', 'kind', 'status', 'payment_type', 'tracking_id', 'idempotency_key', 'currency', 'rate', 'amount_minor',
          'subtotal_eur', 'discount_eur', 'vat_percent', 'vat_eur', 'total_eur', 'promo_code_id', 'expires_at', 'name', 'surname',
          'email', 'phone', 'country_id', 'city', 'address', 'post_code', 'steam_id', 'trade_url', 'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('complete')
            .where('complete.ok', '=', true)
            .select([
              typed(order.user_id, 'int').as('user_id'),
              sql.lit('cart').as('kind'),
              sql.lit('pending').as('status'),
              typed(order.payment_type, '"PaymentType"').as('payment_type'),
              sql.val(order.tracking_id).as('tracking_id'),
              typed(order.idempotency_key, 'varchar').as('idempotency_key'),
              sql.val(order.currency).as('currency'),
              typed(order.rate, 'numeric').as('rate'),
              typed(order.amount_minor, 'bigint').as('amount_minor'),
              typed(order.subtotal_eur, 'numeric').as('subtotal_eur'),
              typed(order.discount_eur, 'numeric').as('discount_eur'),
              typed(order.vat_percent, 'numeric').as('vat_percent'),
              typed(order.vat_eur, 'numeric').as('vat_eur'),
              typed(order.total_eur, 'numeric').as('total_eur'),
              typed(order.promo_code_id, 'int').as('promo_code_id'),
              typed(order.expires_at, 'timestamp').as('expires_at'),
              sql.val(order.name).as('name'),
              sql.val(order.surname).as('surname'),
              typed(order.email, 'text').as('email'),
              typed(order.phone, 'text').as('phone'),
              typed(order.country_id, 'int').as('country_id'),
              typed(order.city, 'text').as('city'),
              typed(order.address, 'text').as('address'),
              typed(order.post_code, 'text').as('post_code'),
              typed(order.steam_id, 'text').as('steam_id'),
              sql.val(order.trade_url).as('trade_url'),
              sql`now()`.as('updated_at'),
            ]),
        )
        .returning('id'),
    )
    .with('reserved', (db) =>
      db
        .updateTable('listings as l')
        .from('opened')
        // An object, not a callback returning one: TypeScript checks an object literal's keys only where it is
        // written, so a renamed column fails here and not in a callback's return.
        .set({
          status: 'reserved',
          reserved_order_id: (eb) => eb.ref('opened.id'),
          reserved_until: order.expires_at,
          updated_at: sql`now()`,
        })
        .where('l.id', 'in', (eb) => eb.selectFrom('takeable').select('takeable.id')),
    )
    .with('items', (db) =>
      db
        .insertInto('order_items')
        .columns(['order_id', 'listing_id', 'title', 'img_path', 'category', 'price_eur', 'price'])
        .expression((eb) =>
          eb
            .selectFrom([
              'opened',
              sql<NewOrderItem>`unnest(${ids}::int[], ${column('title')}::text[], ${column('img_path')}::text[], ${column('category')}::text[],
                                       ${column('price_eur')}::numeric[], ${column('price')}::numeric[])`.as<'item'>(
                sql`item(listing_id, title, img_path, category, price_eur, price)`,
              ),
            ])
            .select(['opened.id as order_id', 'item.listing_id', 'item.title', 'item.img_path', 'item.category', 'item.price_eur', 'item.price']),
        ),
    )
    .with('history', (db) =>
      db
        .insertInto('order_status_changes')
        .columns(['order_id', 'to_status', 'source'])
        .expression((eb) => eb.selectFrom('opened').select(['opened.id as order_id', sql.lit('pending').as('to_status'), sql.lit('checkout').as('source')])),
    )
    .selectFrom('opened')
    .select('opened.id');
  const row = await queryFirst(db, statement);
  return row?.id ?? null;
}
