/**
 * A page of search results in relevance order: the tiers of search-terms.ts (exact title,
 * the hero's items, titles, the rest), newest first within a tier. Only when the visitor chose no price
 * sort: a chosen sort orders every match by price.
 *
 * The order is one index-ordered branch per tier, merged, rather than a sort of every match by a computed
 * rank: a broad word ("rare") matches a fifth of a million listings, and each branch stops after
 * offset + limit rows of its own tier. A tier of few items reads them item by item (newestOfItems).
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import { listingWhere, type ListingFilter } from './listing-filters.ts';
import { CATEGORY_JOIN } from './product-json.ts';

const listing = columnsOf('listings');
const l = columnsOf('listings', 'l');
const id = listing('id');
const itemId = listing('item_id');

/**
 * Up to this many index entries read per page by a search's newest-first branch item by item (the items
 * times the rows a branch needs). Each matched item then gives its newest copies from
 * listings_available_item_newest_idx, a few entries each, where walking every listing by id until enough
 * matches turn up reads about (listings / matches) rows per row shown: thousands for a word that matches a
 * few dozen items. A search over many items matches densely, and the walk by id is the shorter read.
 */
const NEWEST_BY_ITEM_MAX_ENTRIES = 800;

/** Whether `itemIds`' newest `rows` are read item by item (newestOfItems) rather than by walking the ids. */
export function readsNewestByItem(itemIds: readonly number[], rows: number): boolean {
  return itemIds.length * rows <= NEWEST_BY_ITEM_MAX_ENTRIES;
}

/**
 * The ids of the `rows` newest listings of `itemIds` that also match `rest`, newest first: each item's own
 * newest ones, merged. PostgreSQL cannot read `item_id = ANY(...)` in id order from one index, so each item
 * is its own index-ordered branch (as page-plan.ts's merge does for list filters).
 */
export function newestOfItems(itemIds: readonly number[], rest: Prisma.Sql, rows: number): Prisma.Sql {
  return Prisma.sql`
    SELECT newest.${id} FROM unnest(${itemIds}::int[]) AS matched(${itemId})
    CROSS JOIN LATERAL (
      SELECT ${id} FROM listings WHERE ${itemId} = matched.${itemId} AND ${rest} ORDER BY ${id} DESC LIMIT ${rows}
    ) newest
    ORDER BY newest.${id} DESC LIMIT ${rows}`;
}

/** Whether a page is read in relevance order: a search with more than one tier, and no price sort. */
export function isRelevancePage(filter: ListingFilter): boolean {
  return !filter.query.sort && (filter.search?.tiers.length ?? 0) > 1;
}

/** The order of a relevance page's rows, which carry their tier as "searchRank". */
export const RELEVANCE_ORDER = Prisma.sql`"searchRank", ${id} DESC`;

/** The rows of a page in relevance order (RELEVANCE_ORDER): id, price, `product` and "searchRank". */
export function relevancePageRows(filter: ListingFilter, offset: number, product: Prisma.Sql): Prisma.Sql {
  const { limit } = filter.query;
  const rest = listingWhere({ ...filter, search: null });
  const rows = limit + offset;
  const branches = (filter.search?.tiers ?? []).map((itemIds, rank) =>
    readsNewestByItem(itemIds, rows)
      ? Prisma.sql`(SELECT ${id}, ${rank}::int AS rank FROM (${newestOfItems(itemIds, rest, rows)}) tier)`
      : Prisma.sql`(SELECT ${id}, ${rank}::int AS rank FROM listings WHERE ${rest} AND ${itemId} = ANY(${itemIds}::int[]) ORDER BY ${id} DESC LIMIT ${rows})`,
  );
  return Prisma.sql`
    SELECT ${l('id')}, ${l('price')}, ${product} AS product, picked.rank AS "searchRank"
    FROM (
      SELECT ${id}, rank FROM (${Prisma.join(branches, ' UNION ALL ')}) ranked ORDER BY rank, ${id} DESC LIMIT ${limit} OFFSET ${offset}
    ) picked
    JOIN listings l USING (${id}) ${CATEGORY_JOIN}`;
}
