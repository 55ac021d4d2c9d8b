/**
 * A page of search results in relevance order: the tiers of search-terms.ts (exact title,
 * the hero's items, titles, the rest), newest first within a tier. Only when the visitor chose no price
 * sort: a chosen sort orders every match by price.
 *
 * The order is one index-ordered branch per tier, merged, rather than a sort of every match by a computed
 * rank: a broad word ("rare") matches a fifth of a million listings, and each branch stops after
 * offset + limit rows of its own tier.
 */
import { Prisma } from '@skins/db';
import { listingWhere, type ListingFilter } from './listing-filters.ts';

/** Whether a page is read in relevance order: a search with more than one tier, and no price sort. */
export function isRelevancePage(filter: ListingFilter): boolean {
  return !filter.query.sort && (filter.search?.tiers.length ?? 0) > 1;
}

/** The order of a relevance page's rows, which carry their tier as "searchRank". */
export const RELEVANCE_ORDER = Prisma.sql`"searchRank", id DESC`;

/** The rows of a page in relevance order (RELEVANCE_ORDER): id, price, `product` and "searchRank". */
export function relevancePageRows(filter: ListingFilter, offset: number, product: Prisma.Sql): Prisma.Sql {
  const { limit } = filter.query;
  const rest = listingWhere({ ...filter, search: null });
  const branches = (filter.search?.tiers ?? []).map(
    (itemIds, rank) =>
      Prisma.sql`(SELECT id, ${rank}::int AS rank FROM listings WHERE ${rest} AND item_id = ANY(${itemIds}::int[]) ORDER BY id DESC LIMIT ${limit + offset})`,
  );
  return Prisma.sql`
    SELECT l.id, l.price, ${product} AS product, picked.rank AS "searchRank"
    FROM (
      SELECT id, rank FROM (${Prisma.join(branches, ' UNION ALL ')}) ranked ORDER BY rank, id DESC LIMIT ${limit} OFFSET ${offset}
    ) picked
    JOIN listings l USING (id) JOIN categories c ON c.id = l.category_id`;
}
