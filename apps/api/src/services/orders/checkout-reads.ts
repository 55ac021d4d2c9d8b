/**
 * Everything checkout reads before it writes, in one statement: the answer already given to this
 * Idempotency-Key, the buyer's Steam account, the VAT rate, the cart's promo code and every cart line with
 * what an order item keeps of its listing. One round trip instead of one per table: under a burst of buyers
 * each statement costs the api a query's worth of CPU and a wait for a pooled connection.
 */
import type { Db } from '@skins/db';
import type { CheckoutResponse } from '@skins/shared/orders';
import { fromPrismaSql, jsonBuildObject, queryFirst, sql, statements } from '@skins/db/sql';
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

export async function readForCheckout(db: Db, userId: number, idempotencyKey: string | undefined): Promise<CheckoutReads> {
  const statement = statements.selectNoFrom((eb) => [
    eb
      .selectFrom('orders as o')
      .select((o) => o.ref('o.idempotent_response').$castTo<CheckoutResponse | null>().as('earlier'))
      .where('o.user_id', '=', userId)
      .where('o.idempotency_key', '=', sql<string | null>`${idempotencyKey ?? null}::varchar`)
      .as('earlier'),
    eb.selectFrom('users as u').select('u.steam_id').where('u.id', '=', userId).as('steam_id'),
    eb.selectFrom('settings as s').select('s.value').where('s.key', '=', sql.lit('vat_percent')).as('vat'),
    eb.selectFrom('carts as c').select('c.promo_code_id').where('c.user_id', '=', userId).as('promo_code_id'),
    eb
      .selectFrom('carts as c')
      .innerJoin('cart_items as ci', 'ci.cart_id', 'c.id')
      .innerJoin('listings as l', 'l.id', 'ci.listing_id')
      .innerJoin('categories as cat', 'cat.id', 'l.category_id')
      .select((line) =>
        line.fn
          .jsonAgg(
            jsonBuildObject({
              listing_id: line.ref('l.id'),
              title: line.ref('l.title'),
              img_path: line.ref('l.img_path'),
              category: line.ref('cat.slug'),
              price_eur: sql<string>`${line.ref('l.price')}::text`,
              buyable: fromPrismaSql<boolean>(buyableBy(userId)),
            }),
          )
          .orderBy('ci.id')
          .as('lines'),
      )
      .where('c.user_id', '=', userId)
      .as('lines'),
  ]);
  const row = await queryFirst(db, statement);
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

