/**
 * The §3 product (packages/shared `itemSchema`) as PostgreSQL writes it: every catalogue read selects
 * `productJson(view)` for the listing `l` of category `c`, and no row of product columns ever reaches Node.
 *
 * Why in the database (issue 15): a page of 16 products read as columns cost the api more CPU than the
 * statement cost PostgreSQL (parsing ~290 values, building rows, shaping and serializing them), and the
 * list is the catalogue's busiest answer. The list passes the page through as text (list-items.ts); the
 * other reads get the objects from node-postgres, which parses json columns.
 *
 * The JSON is what zod + JSON.stringify wrote for the same row: the keys in the schema's order; prices
 * converted once and rounded half-up to two decimals, printed without trailing zeros (as a JS number);
 * strings escaped alike (PostgreSQL and JSON.stringify escape the same characters the same way). The
 * currency symbol is passed as JSON with \u escapes, so an answer stays one-byte text in V8
 * (lib/response-serializer.ts says why that matters). `product-json.test.ts` holds this file to the schema
 * and to a product shaped in TypeScript from the same listing.
 */
import { Prisma } from '@skins/db';
import type { Item } from '@skins/shared';
import { oneByteJson } from '../lib/response-serializer.ts';
import type { PriceCurrency } from '../services/currencies/resolve-currency.ts';
import { APP_ICON, cdnBase, ECONOMY_ICON, economySizeSuffix, LOCAL_IMAGE_HOST, type ProductImageSize } from '../services/images/product-image.ts';

/** How a product is shown: prices in `currency`, the picture from `imageHost` (IMAGE_HOST). */
export interface ProductView {
  currency: PriceCurrency;
  imageHost?: string;
  size?: ProductImageSize;
}

/** A row that selected `productJson(view) AS product`, as node-postgres reads it (json is parsed). */
export interface ProductRow {
  product: Item;
}

/**
 * A euro amount of `l` in the view's currency, as eurConverter computes it (money.ts): the rate taken to
 * six decimals, one half-up rounding to cents. PostgreSQL's round() of a positive numeric is half-up.
 */
function converted(column: Prisma.Sql, rate: string): Prisma.Sql {
  return Prisma.sql`trim_scale(round(${column} * round(${rate}::numeric, 6), 2))`;
}

/** `img_url`: the icon on the CDN when IMAGE_HOST is one and the icon has one of Valve's shapes, else the generated art. */
function imageUrl(imageHost: string, size: ProductImageSize): Prisma.Sql {
  const base = cdnBase(imageHost);
  if (!base) return Prisma.sql`l.img_path`;
  // substring(... from pattern) is the pattern's capturing group, or null when it does not match.
  return Prisma.sql`coalesce(
    ${base}::text || ${ECONOMY_ICON.prefix}::text || substring(i.icon_url from ${ECONOMY_ICON.pattern}::text) || ${economySizeSuffix(size)}::text,
    ${base}::text || ${APP_ICON.prefix}::text || substring(i.icon_url from ${APP_ICON.pattern}::text),
    l.img_path)`;
}

/** The product of listing `l` (category `c`) as one json value. */
export function productJson({ currency, imageHost = LOCAL_IMAGE_HOST, size = 'card' }: ProductView): Prisma.Sql {
  // The icon is read only when the picture can come from the CDN.
  const icon = cdnBase(imageHost) ? Prisma.sql`FROM (VALUES ((SELECT icon_url FROM items WHERE id = l.item_id))) i (icon_url)` : Prisma.empty;
  return Prisma.sql`(SELECT to_json(p) FROM (SELECT
    l.id, l.title,
    ${converted(Prisma.sql`l.price`, currency.rate)} AS price,
    ${converted(Prisma.sql`l.old_price`, currency.rate)} AS old_price,
    ${imageUrl(imageHost, size)} AS img_url,
    l.img_path AS img_fallback_url, l.type, c.slug AS category, l.hero, l.rarity AS quality,
    l.exterior_name, l.item_class AS "class", l.is_new, l.is_sale, l.is_top,
    ${currency.code}::text AS currency, ${oneByteJson(JSON.stringify(currency.symbol))}::json AS currency_symbol
    ${icon}) p)`;
}
