import { Prisma } from '@skins/db';
import { eurConverter, type Item } from '@skins/shared';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';
import { LOCAL_IMAGE_HOST, productImageUrl } from '../images/product-image.ts';

/** The columns every product answer reads; `l` is listings, `c` its category. */
export const PRODUCT_COLUMNS = Prisma.sql`
  l.id, l.title, l.price, l.old_price AS "oldPrice", l.img_path AS "imgPath", l.type, l.hero, l.rarity,
  l.exterior_name AS "exteriorName", l.item_class AS "itemClass", l.is_new AS "isNew", l.is_sale AS "isSale",
  l.is_top AS "isTop", c.slug AS "categorySlug",
  (SELECT i.icon_url FROM items i WHERE i.id = l.item_id) AS "iconUrl"`;

export interface ItemRow {
  id: number;
  title: string;
  /** numeric(12,2) as node-postgres reads it: the exact decimal text, never a float or a Decimal object. */
  price: string;
  oldPrice: string | null;
  imgPath: string;
  /** The item's icon on Valve's CDN (seed data), used when IMAGE_HOST points there. */
  iconUrl: string | null;
  type: string;
  hero: string | null;
  rarity: string | null;
  exteriorName: string;
  itemClass: string;
  isNew: boolean;
  isSale: boolean;
  isTop: boolean;
  categorySlug: string;
}

/** One converter per rate: a catalogue page converts 32 prices at the same rate. */
const converters = new Map<string, (amountEur: string) => number>();

function converterFor(rate: string) {
  let convert = converters.get(rate);
  if (!convert) {
    // Rates change rarely; a bounded map still cannot grow without limit if they churn.
    if (converters.size > 100) converters.clear();
    convert = eurConverter(rate);
    converters.set(rate, convert);
  }
  return convert;
}

/** Shapes a listing as the §3 product, with prices converted once, half-up (DESIGN.md, Money). */
export function toItem(row: ItemRow, currency: PriceCurrency, imageHost: string = LOCAL_IMAGE_HOST): Item {
  const convert = converterFor(currency.rate);
  return {
    id: row.id,
    title: row.title,
    price: convert(row.price),
    old_price: row.oldPrice === null ? null : convert(row.oldPrice),
    img_url: productImageUrl(imageHost, row.imgPath, row.iconUrl),
    img_fallback_url: row.imgPath,
    type: row.type,
    category: row.categorySlug,
    hero: row.hero,
    quality: row.rarity,
    exterior_name: row.exteriorName,
    class: row.itemClass,
    is_new: row.isNew,
    is_sale: row.isSale,
    is_top: row.isTop,
    currency: currency.code,
    currency_symbol: currency.symbol,
  };
}
