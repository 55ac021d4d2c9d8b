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
import { type Prisma, type Db } from '@skins/db';
import { buyableBy } from '../listings/listing-rules.ts';

export interface NewOrder {
  userId: number;
  /** balance: a buy through the trader API, paid from the balance in the same transaction (services/trader-api). */
  paymentType: 'paysage_widget' | 'card' | 'balance';
  trackingId: string;
  idempotencyKey: string | null;
  currency: string;
  rate: string;
  amountMinor: bigint;
  subtotalEur: string;
  discountEur: string;
  vatPercent: string;
  vatEur: string;
  totalEur: string;
  promoCodeId: number | null;
  expiresAt: Date;
  // Billing details: what the checkout form gave; a balance buy has no card to bill (null where unknown).
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  countryId: number | null;
  city: string | null;
  address: string | null;
  postCode: string | null;
  steamId: string | null;
  tradeUrl: string;
  items: Array<{ listingId: number; title: string; imgPath: string; category: string; priceEur: string; price: string }>;
}

/** The new order's id, or null when a listing could not be taken. */
export async function insertOrderReservingItems(db: Db | Prisma.TransactionClient, order: NewOrder): Promise<number | null> {
  const ids = order.items.map((item) => item.listingId);
  const column = <K extends keyof NewOrder['items'][number]>(key: K) => order.items.map((item) => item[key]);
  const rows = await db.$queryRaw<Array<{ id: number }>>`
    WITH takeable AS (
      SELECT l.id FROM listings l
      WHERE l.id = ANY(${ids}::int[])
        AND ${buyableBy(order.userId)}
      ORDER BY l.id
      FOR UPDATE OF l
    ), complete AS (
      SELECT count(*) = ${ids.length} AS ok FROM takeable
    ), opened AS (
      INSERT INTO orders (user_id, kind, status, payment_type, tracking_id, idempotency_key, currency, rate, amount_minor,
                          subtotal_eur, discount_eur, vat_percent, vat_eur, total_eur, promo_code_id, expires_at, name, surname,
                          email, phone, country_id, city, address, post_code, steam_id, trade_url, updated_at)
      SELECT ${order.userId}, 'cart', 'pending', ${order.paymentType}::"PaymentType", ${order.trackingId}, ${order.idempotencyKey}::varchar,
             ${order.currency}, ${order.rate}::numeric, ${order.amountMinor}::bigint, ${order.subtotalEur}::numeric, ${order.discountEur}::numeric,
             ${order.vatPercent}::numeric, ${order.vatEur}::numeric, ${order.totalEur}::numeric, ${order.promoCodeId}::int, ${order.expiresAt}::timestamp,
             ${order.name}, ${order.surname}, ${order.email}, ${order.phone}, ${order.countryId}::int, ${order.city}, ${order.address},
             ${order.postCode}, ${order.steamId}, ${order.tradeUrl}, now()
      FROM complete WHERE complete.ok
      RETURNING id
    ), reserved AS (
      UPDATE listings l SET status = 'reserved', reserved_order_id = opened.id, reserved_until = ${order.expiresAt}::timestamp, updated_at = now()
      FROM opened WHERE l.id IN (SELECT id FROM takeable)
    ), items AS (
      INSERT INTO order_items (order_id, listing_id, title, img_path, category, price_eur, price)
      SELECT opened.id, item.listing_id, item.title, item.img_path, item.category, item.price_eur, item.price
      FROM opened, unnest(${ids}::int[], ${column('title')}::text[], ${column('imgPath')}::text[], ${column('category')}::text[],
                          ${column('priceEur')}::numeric[], ${column('price')}::numeric[])
             AS item(listing_id, title, img_path, category, price_eur, price)
    ), history AS (
      INSERT INTO order_status_changes (order_id, to_status, source) SELECT id, 'pending', 'checkout' FROM opened
    )
    SELECT id FROM opened`;
  return rows[0]?.id ?? null;
}
