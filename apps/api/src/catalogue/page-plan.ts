/**
 * How a page of the list is read at a million listings, decided once per request from its filter (every
 * list column has a partial index: column, price, id, the other filter columns):
 * - one value in a list column: that index, already in price order, filters checked inside it;
 * - several values: one index-ordered branch per value, merged (PostgreSQL cannot read `= ANY` in order);
 * - hero, rarity and copy quality alone: one branch per combination (combination-plan.ts);
 * - a search without a price sort: its tiers in relevance order, few items item by item (search-page.ts);
 * - a price sort and no list filter: few matches are sorted, many read in the price index's order.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import { combinationPageIds, valueCombinations, type Combination } from './combination-plan.ts';
import { LIST_FILTER_COLUMNS, listingOrder, listingWhere, type ListFilterColumn, type ListFilterKey, type ListingFilter } from './listing-filters.ts';
import { seekCondition, type PageSeek } from './page-seek.ts';
import { isRelevancePage, newestOfItems, readsNewestByItem } from './search-page.ts';

const listing = columnsOf('listings');

export type PagePlan = {
  /** Its statements are sent prepared (sql.ts): only for plans that are right for any values. */
  prepared: boolean;
  /** The count decides how the page is read, so it is counted first (else page and count go as one statement). */
  countFirst: boolean;
} & (
  | { kind: 'relevance' }
  | { kind: 'newest-by-item'; itemIds: number[] }
  | { kind: 'index-order' }
  | { kind: 'combinations'; combinations: Combination[] }
  | { kind: 'merge'; column: ListFilterColumn; key: ListFilterKey }
  | { kind: 'price-order' }
);

export function choosePagePlan(filter: ListingFilter): PagePlan {
  const { query } = filter;
  const plain = { prepared: false, countFirst: false };
  if (isRelevancePage(filter)) return { kind: 'relevance', ...plain };
  const itemIds = filter.search?.itemIds;
  // Its count and page read the matched items' entries whatever the items, so one plan fits every search.
  if (!query.sort && itemIds && readsNewestByItem(itemIds, query.page * query.limit)) return { kind: 'newest-by-item', itemIds, prepared: true, countFirst: false };
  if (!query.sort) return { kind: 'index-order', ...plain };
  const combinations = valueCombinations(filter);
  if (combinations) return { kind: 'combinations', combinations, prepared: true, countFirst: false };
  const counts = LIST_FILTER_COLUMNS.map(([column, key]) => ({ column, key, n: query[key]?.length ?? 0 }));
  if (counts.some((c) => c.n === 1)) return { kind: 'index-order', ...plain };
  const split = counts.find((c) => c.n > 1);
  if (split) return { kind: 'merge', column: split.column, key: split.key, ...plain };
  return { kind: 'price-order', prepared: false, countFirst: true };
}

/**
 * Whether the page is read in the order of an index, walking it from the start (or from a sort key: a
 * deep page seeks, page-seek.ts). `fewMatches`: the count says the filter matches few listings.
 */
export function walksIndex(plan: PagePlan, fewMatches: boolean): boolean {
  return plan.kind === 'index-order' || (plan.kind === 'price-order' && !fewMatches);
}

/** The order the page's listings go in; few matches of a price-order plan are sorted (listingOrder says why). */
export function pageOrder(plan: PagePlan, filter: ListingFilter, fewMatches: boolean): Prisma.Sql {
  return listingOrder(filter.query.sort, { fewMatches: plan.kind === 'price-order' && fewMatches });
}

/** The ids of one page, as the plan reads them (not the relevance plan: search-page.ts). */
export function pageIds(plan: PagePlan, filter: ListingFilter, where: Prisma.Sql, order: Prisma.Sql, offset: number, seek?: PageSeek | null): Prisma.Sql {
  const { limit, sort } = filter.query;
  const id = listing('id');
  if (plan.kind === 'combinations') return combinationPageIds(filter, plan.combinations, order, limit, offset);
  if (plan.kind === 'merge') return mergedPageIds(filter, plan.column, plan.key, order, limit, offset);
  if (plan.kind === 'newest-by-item') {
    const newest = newestOfItems(plan.itemIds, listingWhere({ ...filter, search: null }), limit + offset);
    return Prisma.sql`SELECT ${id} FROM (${newest}) newest ORDER BY ${id} DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  if (seek) return Prisma.sql`SELECT ${id} FROM listings WHERE ${where} AND ${seekCondition(sort, seek.key)} ORDER BY ${order} LIMIT ${limit} OFFSET ${seek.skip}`;
  return Prisma.sql`SELECT ${id} FROM listings WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

function mergedPageIds(filter: ListingFilter, column: ListFilterColumn, key: ListFilterKey, order: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  const rest = listingWhere(filter, column);
  const branches = (filter.query[key] ?? []).map(
    (value) =>
      Prisma.sql`(SELECT ${listing('id')}, ${listing('price')} FROM listings WHERE ${rest} AND ${listing(column)} = ${value} ORDER BY ${order} LIMIT ${limit + offset})`,
  );
  return Prisma.sql`SELECT ${listing('id')} FROM (${Prisma.join(branches, ' UNION ALL ')}) merged ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}
