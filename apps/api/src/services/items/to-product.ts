import { Prisma } from '@skins/db';
import { convertFromEur, type Product } from '@skins/shared';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';

/** The columns every product answer reads; `l` is listings, `c` its category. */
export const PRODUCT_COLUMNS = Prisma.sql`
  l.id, l.title, l.price, l.old_price AS "oldPrice", l.img_path AS "imgPath", l.type, l.hero, l.rarity,
  l.exterior_name AS "exteriorName", l.item_class AS "itemClass", l.is_new AS "isNew", l.is_sale AS "isSale",
  l.is_top AS "isTop", c.slug AS "categorySlug"`;

export interface ProductRow {
  id: number;
  title: string;
  /** numeric columns arrive as Decimal (or string); both print exactly. */
  price: { toString(): string };
  oldPrice: { toString(): string } | null;
  imgPath: string;
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

/** Shapes a listing as the §3 product, with prices converted once, half-up (DESIGN.md, Money). */
export function toProduct(row: ProductRow, currency: PriceCurrency): Product {
  return {
    id: row.id,
    title: row.title,
    price: convertFromEur(row.price.toString(), currency.rate),
    old_price: row.oldPrice === null ? null : convertFromEur(row.oldPrice.toString(), currency.rate),
    img_url: row.imgPath,
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
