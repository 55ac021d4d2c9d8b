import { Prisma, type Db } from '@skins/db';
import type { Item, ItemDetails } from '@skins/shared';
import { notFound } from '../lib/errors.ts';
import { sqlRows, type Sql } from './sql.ts';
import { resolveCurrency } from '../services/currencies/resolve-currency.ts';
import { productJson, type ProductRow, type ProductView } from './product-json.ts';

export const SIMILAR_COUNT = 12;

async function products(sql: Sql, view: ProductView, where: Prisma.Sql, order: Prisma.Sql, limit: number): Promise<Item[]> {
  const rows = await sqlRows<ProductRow>(
    sql,
    Prisma.sql`
    -- l.id is selected so that ORDER BY id names it (categories have an id too).
    SELECT l.id, ${productJson(view)} AS product
    FROM (SELECT id FROM listings WHERE ${where} ORDER BY ${order} LIMIT ${limit}) picked
    JOIN listings l USING (id) JOIN categories c ON c.id = l.category_id
    ORDER BY ${order}`,
  );
  return rows.map((row) => row.product);
}

/**
 * One product with its 'Popular' carousel: available listings of the same hero first, then of the same
 * rarity, never itself. Two index-backed queries instead of one OR, which would read every listing of a
 * common rarity. Sold or reserved products still open (a shared link keeps working) but are not similar.
 */
export async function getItem(db: Db, sql: Sql, id: number, currencyCode?: string, imageHost?: string): Promise<ItemDetails> {
  const view = { currency: await resolveCurrency(db, currencyCode), imageHost };
  const [item] = await products(sql, view, Prisma.sql`id = ${id}`, Prisma.sql`id`, 1);
  if (!item) throw notFound('Product not found');

  const newest = Prisma.sql`id DESC`;
  const similar = item.hero
    ? await products(sql, view, Prisma.sql`status = 'available' AND hero = ${item.hero} AND id <> ${id}`, newest, SIMILAR_COUNT)
    : [];
  if (similar.length < SIMILAR_COUNT && item.quality) {
    const taken = [id, ...similar.map((product) => product.id)];
    similar.push(
      ...(await products(
        sql,
        view,
        Prisma.sql`status = 'available' AND rarity = ${item.quality} AND NOT (id = ANY(${taken}::int[]))`,
        newest,
        SIMILAR_COUNT - similar.length,
      )),
    );
  }
  return { ...item, similar };
}

/** The 'Popular' products: listings marked top, newest first. */
export async function listRecommended(db: Db, sql: Sql, currencyCode?: string, imageHost?: string, limit = 20) {
  const view = { currency: await resolveCurrency(db, currencyCode), imageHost };
  return products(sql, view, Prisma.sql`status = 'available' AND is_top`, Prisma.sql`id DESC`, limit);
}
