/**
 * The WHERE clause of the catalogue, as one parameterised SQL fragment. It is raw SQL on purpose: the list
 * must stay fast at a million listings, and one statement is what the benchmark compares with the same SQL
 * run directly. Every predicate is an equality or range on a column with a partial index over available
 * listings (prisma/schema.prisma, model Listing); a search is the item ids it matched (search-terms.ts). What
 * is on sale and what can go out now are the shared rules of services/listings/listing-rules.ts. Columns are
 * named through the generated types (columnsOf), so a column renamed in schema.prisma fails the typecheck here.
 */
import { Prisma } from '@skins/db';
import { columnsOf, type ColumnOf } from '@skins/db/sql';
import { convertToEurMinorUnits, minorUnitsToDecimalString, type ItemsListQuery } from '@skins/shared';
import { resolveCurrency, type PriceCurrency } from '../services/currencies/resolve-currency.ts';
import { listedAgo, listedRecently, onSale, readyNow } from '../services/listings/listing-rules.ts';
import type { Catalogue } from './catalogue.ts';
import { resolveCategoryIds } from './resolve-category.ts';
import { searchItems, type SearchItems } from './search-terms.ts';

export interface ListingFilter {
  query: ItemsListQuery;
  /** The currency prices are answered in, and the price range is typed in. */
  currency: PriceCurrency;
  /** null: no category filter; []: a category that matches nothing. */
  categoryIds: number[] | null;
  /** The items `query.search` matched (searchItems); absent: no search. */
  search?: SearchItems | null;
}

/** The filter a list query names: its currency, categories and search looked up. */
export async function listingFilter(catalogue: Catalogue, query: ItemsListQuery): Promise<ListingFilter> {
  // Most pages name neither a category nor a search: then the currency is the one lookup (a cached table).
  if (!query.category && !query.subcategory && !query.search) return { query, currency: await resolveCurrency(catalogue.db, query.currency), categoryIds: null, search: null };
  const [currency, categoryIds, search] = await Promise.all([
    resolveCurrency(catalogue.db, query.currency),
    resolveCategoryIds(catalogue, query.category, query.subcategory),
    query.search ? searchItems(catalogue, query.search) : null,
  ]);
  return { query, currency, categoryIds, search };
}

/** The listings' columns, unqualified (the catalogue's statements read `listings` alone, or name it `l`). */
const listing = columnsOf('listings');

function eurAmount(amount: string, rate: string): string {
  return minorUnitsToDecimalString(convertToEurMinorUnits(amount, rate));
}

/** List filters in the order they narrow the catalogue most (125 heroes ... 7 item kinds). */
export const LIST_FILTER_COLUMNS = [
  ['hero', 'hero'],
  ['type', 'type'],
  ['rarity', 'quality'],
  ['exterior_name', 'exterior_name'],
  ['item_class', 'item_class'],
] as const satisfies ReadonlyArray<readonly [ColumnOf<'listings'>, string]>;
export type ListFilterColumn = (typeof LIST_FILTER_COLUMNS)[number][0];
/** The query field of a list filter (quality is the rarity column). */
export type ListFilterKey = (typeof LIST_FILTER_COLUMNS)[number][1];

export function valuesCondition(column: ListFilterColumn, values: string[]): Prisma.Sql {
  // A single value as `=` lets the planner read that value's (column, price, id) index in price order.
  return values.length === 1
    ? Prisma.sql`${listing(column)} = ${values[0]}`
    : Prisma.sql`${listing(column)} = ANY(${values}::text[])`;
}

/** The WHERE clause; `except` leaves list filters out (the caller applies them per value). */
export function listingWhere({ query, currency: { rate }, categoryIds, search }: ListingFilter, except: ListFilterColumn | readonly ListFilterColumn[] = []): Prisma.Sql {
  const left = typeof except === 'string' ? [except] : except;
  const conditions: Prisma.Sql[] = [onSale('')];
  for (const [column, key] of LIST_FILTER_COLUMNS) {
    const values = query[key];
    if (!left.includes(column) && values?.length) conditions.push(valuesCondition(column, values));
  }
  if (categoryIds) conditions.push(Prisma.sql`${listing('category_id')} = ANY(${categoryIds}::int[])`);
  if (query.new) conditions.push(listedRecently(''));
  if (query.sale) conditions.push(listing('is_sale'));
  if (query.ready) conditions.push(readyNow(''));
  if (query.age) conditions.push(listedAgo(query.age, ''));
  if (query.price_from !== undefined) conditions.push(Prisma.sql`${listing('price')} >= ${eurAmount(query.price_from, rate)}::numeric`);
  if (query.price_till !== undefined) conditions.push(Prisma.sql`${listing('price')} <= ${eurAmount(query.price_till, rate)}::numeric`);
  if (search) conditions.push(Prisma.sql`${listing('item_id')} = ANY(${search.itemIds}::int[])`);
  return Prisma.join(conditions, ' AND ');
}

/**
 * `fewMatches`: the filter is known to match few rows (see countListings). Then sorting those rows is cheap,
 * while walking the whole price index until enough of them turn up can take hundreds of milliseconds when
 * the matches sit at the far end of the price range (e.g. rare items sorted cheapest first). `price + 0`
 * keeps the order but stops the planner from choosing that walk.
 */
export function listingOrder(sort: ItemsListQuery['sort'], { fewMatches = false } = {}): Prisma.Sql {
  const price = fewMatches ? Prisma.sql`${listing('price')} + 0` : listing('price');
  const id = listing('id');
  if (sort === 'asc') return Prisma.sql`${price} ASC, ${id} ASC`;
  if (sort === 'desc') return Prisma.sql`${price} DESC, ${id} DESC`;
  return Prisma.sql`${id} DESC`;
}
