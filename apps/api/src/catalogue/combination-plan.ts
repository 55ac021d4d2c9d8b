/**
 * The catalogue's most common narrow query, a hero with one or two rarities and copy qualities in price
 * order ("Pudge, Immortal or Arcana, Genuine"), read at a cost that does not depend on how the matches
 * are spread over the price range. The index (hero, rarity, exterior_name, price, id) over available
 * listings holds each combination of values in price order, so:
 * - the page is one index-ordered branch per combination, at most `limit + offset` entries each,
 *   merged (Merge Append) instead of walking the hero's whole price range in search of rare matches;
 * - the count reads only the matching entries (the arrays become index conditions).
 * Both plans are the right ones for any values, so their statements are prepared once per connection
 * and run from a generic plan: planning was a third of the statement's CPU (sql.ts, preparedName).
 */
import { Prisma } from '@skins/db';
import { DEFAULT_CURRENCY, type ItemsListQuery } from '@skins/shared';
import { listingWhere, type ListingFilter } from './listing-filters.ts';

/** More combinations than this are read the general way (one branch per combination). */
export const MAX_COMBINATIONS = 8;

export type Combination = [hero: string, rarity: string, exteriorName: string];

/** The WHERE clause of a query without filters. */
const AVAILABLE_ONLY = listingWhere({ query: {} as ItemsListQuery, currency: { ...DEFAULT_CURRENCY }, categoryIds: null }).text;

/** The value combinations of a query this plan serves, or null (another filter, no price sort, too many). */
export function valueCombinations(filter: ListingFilter): Combination[] | null {
  const { query } = filter;
  const { hero = [], quality = [], exterior_name: exterior = [] } = query;
  if (!query.sort || !hero.length || !quality.length || !exterior.length) return null;
  if (hero.length * quality.length * exterior.length > MAX_COMBINATIONS) return null;
  // Any other condition (price range, flags, search...) could make each branch walk far: not this plan.
  if (restWhere(filter).text !== AVAILABLE_ONLY) return null;
  return hero.flatMap((h) => quality.flatMap((q) => exterior.map((e): Combination => [h, q, e])));
}

/** The WHERE clause without the three columns the branches fix. */
function restWhere(filter: ListingFilter): Prisma.Sql {
  return listingWhere({ ...filter, query: { ...filter.query, hero: undefined, quality: undefined, exterior_name: undefined } });
}

/** The ids of one page, merged from one index-ordered branch per combination. */
export function combinationPageIds(filter: ListingFilter, combinations: Combination[], order: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  const rest = restWhere(filter);
  const branches = combinations.map(
    ([hero, rarity, exterior]) =>
      Prisma.sql`(SELECT id, price FROM listings WHERE ${rest} AND hero = ${hero} AND rarity = ${rarity} AND exterior_name = ${exterior} ORDER BY ${order} LIMIT ${limit + offset})`,
  );
  return Prisma.sql`SELECT id FROM (${Prisma.join(branches, ' UNION ALL ')}) merged ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}
