/**
 * The §3 product (packages/shared `itemSchema`) as PostgreSQL writes it: every catalogue read selects
 * `productJson(view)`, and no row of product columns reaches Node, because parsing and shaping a page of
 * columns cost the api more CPU than the statement cost PostgreSQL. The JSON is what zod + JSON.stringify
 * would write: the schema's fields in its order, prices converted once and rounded half-up to two decimals,
 * strings escaped alike; the currency symbol goes in with \u escapes so an answer stays one-byte text.
 * `product-json.test.ts` holds this to a product shaped in TypeScript from the same listing.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import { itemSchema, type Item } from '@skins/shared';
import { oneByteJson } from '../lib/response-serializer.ts';
import type { PriceCurrency } from '../services/currencies/resolve-currency.ts';
import { APP_ICON, cdnBase, ECONOMY_ICON, economySizeSuffix, LOCAL_IMAGE_HOST, type ProductImageSize } from '../services/images/product-image.ts';
import { listedRecently, readyNow } from '../services/listings/listing-rules.ts';
import { namedCache } from './caches.ts';

const l = columnsOf('listings', 'l');
const c = columnsOf('categories', 'c');
const item = columnsOf('items');

/** Category `c` of listing `l`, which every product reads (its slug). */
export const CATEGORY_JOIN = Prisma.sql`JOIN categories c ON ${c('id')} = ${l('category_id')}`;

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
  if (!base) return l('img_path');
  // substring(... from pattern) is the pattern's capturing group, or null when it does not match.
  return Prisma.sql`coalesce(
    ${base}::text || ${ECONOMY_ICON.prefix}::text || substring(i.${item('icon_url')} from ${ECONOMY_ICON.pattern}::text) || ${economySizeSuffix(size)}::text,
    ${base}::text || ${APP_ICON.prefix}::text || substring(i.${item('icon_url')} from ${APP_ICON.pattern}::text),
    ${l('img_path')})`;
}

/** The product's fields in the order of the shared schema, which the JSON keeps: the one list of them. */
const PRODUCT_FIELDS = Object.keys(itemSchema.shape) as Array<keyof Item>;

/** How each field of the product is read from listing `l` of category `c` (and item `i`, for the icon). */
function productFields({ currency, imageHost = LOCAL_IMAGE_HOST, size = 'card' }: ProductView): Record<keyof Item, Prisma.Sql> {
  return {
    id: l('id'),
    title: l('title'),
    price: converted(l('price'), currency.rate),
    old_price: converted(l('old_price'), currency.rate),
    img_url: imageUrl(imageHost, size),
    img_fallback_url: l('img_path'),
    type: l('type'),
    category: c('slug'),
    hero: l('hero'),
    quality: l('rarity'),
    exterior_name: l('exterior_name'),
    class: l('item_class'),
    is_new: listedRecently(),
    is_sale: l('is_sale'),
    is_top: l('is_top'),
    currency: Prisma.sql`${currency.code}::text`,
    currency_symbol: Prisma.sql`${oneByteJson(JSON.stringify(currency.symbol))}::json`,
    // As Date.toISOString writes it, and only while the cooldown is still ahead.
    tradable_after: Prisma.sql`CASE WHEN NOT ${readyNow()} THEN to_char(${l('tradable_after')}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`,
  };
}

const productSelects = namedCache<string, Prisma.Sql>('productSelects');

/** The product of listing `l` (category `c`) as one json value. */
export function productJson(view: ProductView): Prisma.Sql {
  const { currency, imageHost = LOCAL_IMAGE_HOST, size = 'card' } = view;
  const key = `${currency.code}\u0000${currency.rate}\u0000${currency.symbol}\u0000${imageHost}\u0000${size}`;
  let select = productSelects.get(key);
  if (!select) productSelects.set(key, (select = productSelect(view)));
  return select;
}

function productSelect(view: ProductView): Prisma.Sql {
  const fields = productFields(view);
  const columns = Prisma.join(PRODUCT_FIELDS.map((name) => Prisma.sql`${fields[name]} AS ${Prisma.raw(`"${name}"`)}`));
  // The icon is read only when the picture can come from the CDN.
  const icon = cdnBase(view.imageHost ?? LOCAL_IMAGE_HOST) ? Prisma.sql`FROM (VALUES ((SELECT ${item('icon_url')} FROM items WHERE ${item('id')} = ${l('item_id')}))) i (${item('icon_url')})` : Prisma.empty;
  return Prisma.sql`(SELECT to_json(p) FROM (SELECT ${columns} ${icon}) p)`;
}
