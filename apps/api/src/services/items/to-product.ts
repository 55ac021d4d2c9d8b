import type { Prisma } from '@skins/db';
import { convertFromEur, type Product } from '@skins/shared';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';

/** The listing columns a product answer needs; services select exactly these. */
export const productSelect = {
  id: true,
  title: true,
  price: true,
  oldPrice: true,
  imgPath: true,
  type: true,
  hero: true,
  rarity: true,
  exteriorName: true,
  itemClass: true,
  isNew: true,
  isSale: true,
  isTop: true,
  category: { select: { slug: true } },
} satisfies Prisma.ListingSelect;

export type ProductRow = Prisma.ListingGetPayload<{ select: typeof productSelect }>;

/** Shapes a listing as the §3 product, with prices converted once, half-up (DESIGN.md, Money). */
export function toProduct(row: ProductRow, currency: PriceCurrency): Product {
  return {
    id: row.id,
    title: row.title,
    price: convertFromEur(row.price.toString(), currency.rate),
    old_price: row.oldPrice ? convertFromEur(row.oldPrice.toString(), currency.rate) : null,
    img_url: row.imgPath,
    type: row.type,
    category: row.category.slug,
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
