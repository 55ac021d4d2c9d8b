import { Prisma, type Db } from '@skins/db';
import type { ItemDetails } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { sqlRows, type Sql } from '../../lib/sql.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { PRODUCT_COLUMNS, toItem, type ItemRow } from './to-item.ts';

export const SIMILAR_COUNT = 12;

function itemRows(sql: Sql, where: Prisma.Sql, order: Prisma.Sql, limit: number) {
  return sqlRows<ItemRow>(
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
export async function getItem(db: Db, sql: Sql, id: number, currencyCode?: string, imageHost?: string): Promise<ItemDetails> {
  const currency = await resolveCurrency(db, currencyCode);
  const [row] = await itemRows(sql, Prisma.sql`id = ${id}`, Prisma.sql`id`, 1);
  if (!row) throw notFound('Product not found');

  const newest = Prisma.sql`id DESC`;
  const similar = row.hero
    ? await itemRows(sql, Prisma.sql`status = 'available' AND hero = ${row.hero} AND id <> ${id}`, newest, SIMILAR_COUNT)
    : [];
  if (similar.length < SIMILAR_COUNT && row.rarity) {
    const taken = [id, ...similar.map((product) => product.id)];
    similar.push(
      ...(await itemRows(
        sql,
        Prisma.sql`status = 'available' AND rarity = ${row.rarity} AND NOT (id = ANY(${taken}::int[]))`,
        newest,
        SIMILAR_COUNT - similar.length,
      )),
    );
  }
  return { ...toItem(row, currency, imageHost), similar: similar.map((product) => toItem(product, currency, imageHost)) };
}

/** The 'Popular' products: listings marked top, newest first. */
export async function listRecommended(db: Db, sql: Sql, currencyCode?: string, imageHost?: string, limit = 20) {
  const currency = await resolveCurrency(db, currencyCode);
  const rows = await itemRows(sql, Prisma.sql`status = 'available' AND is_top`, Prisma.sql`id DESC`, limit);
  return rows.map((row) => toItem(row, currency, imageHost));
}
