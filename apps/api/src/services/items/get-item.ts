import { Prisma, type Db } from '@skins/db';
import type { ProductDetails } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { sqlRows, type Sql } from '../../lib/sql.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from './to-product.ts';

export const SIMILAR_COUNT = 12;

function productRows(sql: Sql, where: Prisma.Sql, order: Prisma.Sql, limit: number) {
  return sqlRows<ProductRow>(
    sql,
    Prisma.sql`
    SELECT ${PRODUCT_COLUMNS}
    FROM (SELECT id FROM listings WHERE ${where} ORDER BY ${order} LIMIT ${limit}) picked
    JOIN listings l USING (id) JOIN categories c ON c.id = l.category_id
    ORDER BY ${order}`,
  );
}

/**
 * One product with its 'Popular' carousel: available listings of the same hero first, then of the same
 * rarity, never itself. Two index-backed queries instead of one OR, which would read every listing of a
 * common rarity. Sold or reserved products still open (a shared link keeps working) but are not similar.
 */
export async function getItem(db: Db, sql: Sql, id: number, currencyCode?: string): Promise<ProductDetails> {
  const currency = await resolveCurrency(db, currencyCode);
  const [row] = await productRows(sql, Prisma.sql`id = ${id}`, Prisma.sql`id`, 1);
  if (!row) throw notFound('Product not found');

  const newest = Prisma.sql`id DESC`;
  const similar = row.hero
    ? await productRows(sql, Prisma.sql`status = 'available' AND hero = ${row.hero} AND id <> ${id}`, newest, SIMILAR_COUNT)
    : [];
  if (similar.length < SIMILAR_COUNT && row.rarity) {
    const taken = [id, ...similar.map((product) => product.id)];
    similar.push(
      ...(await productRows(
        sql,
        Prisma.sql`status = 'available' AND rarity = ${row.rarity} AND NOT (id = ANY(${taken}::int[]))`,
        newest,
        SIMILAR_COUNT - similar.length,
      )),
    );
  }
  return { ...toProduct(row, currency), similar: similar.map((product) => toProduct(product, currency)) };
}

/** The 'Popular' products: listings marked top, newest first. */
export async function listRecommended(db: Db, sql: Sql, currencyCode?: string, limit = 20) {
  const currency = await resolveCurrency(db, currencyCode);
  const rows = await productRows(sql, Prisma.sql`status = 'available' AND is_top`, Prisma.sql`id DESC`, limit);
  return rows.map((row) => toProduct(row, currency));
}
