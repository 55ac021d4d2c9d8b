/**
 * Everything checkout reads before it writes, in one statement: the answer already given to this
 * Idempotency-Key, the buyer's Steam account, the VAT rate, the cart's promo code and every cart line with
 * what an order item keeps of its listing. One round trip instead of one per table: under a burst of buyers
 * each statement costs the api a query's worth of CPU and a wait for a pooled connection.
 */
import type { Db } from '@skins/db';
import type { CheckoutResponse } from '@skins/shared/orders';
import { buyableBy } from '../listings/listing-rules.ts';

export interface CheckoutLine {
  listingId: number;
  title: string;
  imgPath: string;
  category: string;
  /** Euro, as a decimal string. */
  priceEur: string;
  /** On sale, or held by this buyer's own open payment (listing-rules.ts buyableBy, as the cart page). */
  buyable: boolean;
}

export interface CheckoutReads {
  earlier: CheckoutResponse | null;
  steamId: string | null;
  vatSetting: string | null;
  promoCodeId: number | null;
  lines: CheckoutLine[];
}

interface Row {
  earlier: CheckoutResponse | null;
  steam_id: string | null;
  vat: string | null;
  promo_code_id: number | null;
  lines: Array<{ listing_id: number; title: string; img_path: string; category: string; price_eur: string; buyable: boolean }> | null;
}

export async function readForCheckout(db: Db, userId: number, idempotencyKey: string | undefined): Promise<CheckoutReads> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT o.idempotent_response FROM orders o WHERE o.user_id = ${userId} AND o.idempotency_key = ${idempotencyKey ?? null}::varchar) AS earlier,
      (SELECT u.steam_id FROM users u WHERE u.id = ${userId}) AS steam_id,
      (SELECT s.value FROM settings s WHERE s.key = 'vat_percent') AS vat,
      (SELECT c.promo_code_id FROM carts c WHERE c.user_id = ${userId}) AS promo_code_id,
      (SELECT json_agg(json_build_object(
                'listing_id', l.id, 'title', l.title, 'img_path', l.img_path, 'category', cat.slug, 'price_eur', l.price::text,
                'buyable', ${buyableBy(userId)})
              ORDER BY ci.id)
         FROM carts c
         JOIN cart_items ci ON ci.cart_id = c.id
         JOIN listings l ON l.id = ci.listing_id
         JOIN categories cat ON cat.id = l.category_id
        WHERE c.user_id = ${userId}) AS lines`;
  return {
    earlier: row?.earlier ?? null,
    steamId: row?.steam_id ?? null,
    vatSetting: row?.vat ?? null,
    promoCodeId: row?.promo_code_id ?? null,
    lines: (row?.lines ?? []).map((line) => ({
      listingId: line.listing_id,
      title: line.title,
      imgPath: line.img_path,
      category: line.category,
      priceEur: line.price_eur,
      buyable: line.buyable,
    })),
  };
}

