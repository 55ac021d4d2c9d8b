import { Prisma } from '@skins/db';
import { columnsOf, type TableRow } from '@skins/db/sql';
import { OTHER_COPIES_COUNT, type Item, type ItemDetails } from '@skins/shared';
import { notFound } from '../lib/errors.ts';
import { resolveCurrency } from '../services/currencies/resolve-currency.ts';
import { onSale } from '../services/listings/listing-rules.ts';
import type { Catalogue } from './catalogue.ts';
import { CATEGORY_JOIN, productJson, type ProductRow, type ProductView } from './product-json.ts';
import { sqlRows } from './sql.ts';

export const SIMILAR_COUNT = 12;

const listing = columnsOf('listings');
const l = columnsOf('listings', 'l');
const id = listing('id');

async function products({ sql }: Catalogue, view: ProductView, where: Prisma.Sql, order: Prisma.Sql, limit: number): Promise<Item[]> {
  const rows = await sqlRows<ProductRow>(
    sql,
    Prisma.sql`
    -- l.id is selected so that ORDER BY id names it (categories have an id too).
    SELECT ${l('id')}, ${productJson(view)} AS product
    FROM (SELECT ${id} FROM listings WHERE ${where} ORDER BY ${order} LIMIT ${limit}) picked
    JOIN listings l USING (${id}) ${CATEGORY_JOIN}
    ORDER BY ${order}`,
  );
  return rows.map((row) => row.product);
}

type ListingState = Pick<TableRow<'listings'>, 'item_id'> & { status: ItemDetails['status'] };

/**
 * One product with the other copies of its item on sale (cheapest first, from the partial index on
 * item_id, price, id) and its 'Popular' carousel: available listings of the same hero first, then of the
 * same rarity, never itself. Two index-backed queries instead of one OR, which would read every listing of
 * a common rarity. Sold or reserved products still open (a shared link keeps working) with their state, so
 * the page can say so and point at the copies that replace them; they are never similar.
 */
export async function getItem(catalogue: Catalogue, listingId: number, currencyCode?: string): Promise<ItemDetails> {
  const view = { currency: await resolveCurrency(catalogue.db, currencyCode), imageHost: catalogue.imageHost };
  const [state] = await sqlRows<ListingState>(catalogue.sql, Prisma.sql`SELECT ${listing('status')}::text AS status, ${listing('item_id')} FROM listings WHERE ${id} = ${listingId}`);
  if (!state) throw notFound('Product not found');
  const [item] = await products(catalogue, view, Prisma.sql`${id} = ${listingId}`, id, 1);
  if (!item) throw notFound('Product not found');

  const sameItem = Prisma.sql`${onSale('')} AND ${listing('item_id')} = ${state.item_id} AND ${id} <> ${listingId}`;
  const [otherCopies, [counted]] = await Promise.all([
    products(catalogue, view, sameItem, Prisma.sql`${listing('price')}, ${id}`, OTHER_COPIES_COUNT),
    sqlRows<{ total: number }>(catalogue.sql, Prisma.sql`SELECT count(*)::int AS total FROM listings WHERE ${sameItem}`),
  ]);

  const newest = Prisma.sql`${id} DESC`;
  const similar = item.hero
    ? await products(catalogue, view, Prisma.sql`${onSale('')} AND ${listing('hero')} = ${item.hero} AND ${id} <> ${listingId}`, newest, SIMILAR_COUNT)
    : [];
  if (similar.length < SIMILAR_COUNT && item.quality) {
    const taken = [listingId, ...similar.map((product) => product.id)];
    similar.push(
      ...(await products(
        catalogue,
        view,
        Prisma.sql`${onSale('')} AND ${listing('rarity')} = ${item.quality} AND NOT (${id} = ANY(${taken}::int[]))`,
        newest,
        SIMILAR_COUNT - similar.length,
      )),
    );
  }
  return { ...item, status: state.status, other_copies: otherCopies, other_copies_total: counted?.total ?? 0, similar };
}

/** The 'Popular' products: listings marked top, newest first. */
export async function listRecommended(catalogue: Catalogue, currencyCode?: string, limit = 20) {
  const view = { currency: await resolveCurrency(catalogue.db, currencyCode), imageHost: catalogue.imageHost };
  return products(catalogue, view, Prisma.sql`${onSale('')} AND ${listing('is_top')}`, Prisma.sql`${id} DESC`, limit);
}
