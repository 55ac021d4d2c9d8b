/**
 * A hero with one or two rarities and copy qualities in price order ("Pudge, Immortal or Arcana, Genuine"),
 * read at a cost that does not depend on how the matches spread over the price range: the index (hero,
 * rarity, exterior_name, price, id) holds each combination in price order, so the page is one index-ordered
 * branch per combination, merged, and the count reads only matching entries. Both plans suit any values,
 * so their statements are prepared once per connection and run from a generic plan.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import { DEFAULT_CURRENCY, type ItemsListQuery } from '@skins/shared';
import { listingWhere, type ListingFilter } from './listing-filters.ts';

/** More combinations than this are read the general way (one branch per combination). */
export const MAX_COMBINATIONS = 8;

export type Combination = [hero: string, rarity: string, exteriorName: string];

const listing = columnsOf('listings');

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
      Prisma.sql`(SELECT ${listing('id')}, ${listing('price')} FROM listings WHERE ${rest} AND ${listing('hero')} = ${hero} AND ${listing('rarity')} = ${rarity} AND ${listing('exterior_name')} = ${exterior} ORDER BY ${order} LIMIT ${limit + offset})`,
  );
  return Prisma.sql`SELECT ${listing('id')} FROM (${Prisma.join(branches, ' UNION ALL ')}) merged ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}
