/**
 * The filter panel's counts: how many listings on sale match each value of each list filter, given the
 * other chosen filters (its own choice left out, so a count says what ticking that value would show). One
 * grouped statement reads the matches once: one grouping set per filter, each counting only the rows the
 * other filters' choices keep. Kept per process by the statement (caches.ts) until listings change: most
 * visits ask with no filter at all, and so share one answer.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import type { FilterCounts, FilterCountsQuery } from '@skins/shared';
import { loaded } from './caches.ts';
import type { Catalogue } from './catalogue.ts';
import { countKey } from './count-listings.ts';
import { LIST_FILTER_COLUMNS, listingFilter, listingWhere, valuesCondition, type ListingFilter } from './listing-filters.ts';
import { sqlRows, type Sql } from './sql.ts';

const COLUMNS = LIST_FILTER_COLUMNS.map(([column]) => column);
const listing = columnsOf('listings');
const list = (columns: Prisma.Sql[]) => Prisma.join(columns, ', ');

/** The one statement: rows of (filter, value, n) for every value of every list filter. */
export function filterCountsStatement(filter: ListingFilter): Prisma.Sql {
  const chosen = LIST_FILTER_COLUMNS.map(([column, key]) => {
    const values = filter.query[key];
    return values?.length ? valuesCondition(column, values) : null;
  });
  // The other filters' choices, for the counts of `index`'s values.
  const others = (index: number) => {
    const conditions = chosen.filter((condition, i): condition is Prisma.Sql => i !== index && condition !== null);
    return conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`true`;
  };
  const grouped = (index: number) => Prisma.sql`GROUPING(${listing(COLUMNS[index]!)}) = 0`;
  const branches = (pick: (index: number) => Prisma.Sql) =>
    Prisma.join(LIST_FILTER_COLUMNS.map((_, index) => Prisma.sql`WHEN ${grouped(index)} THEN ${pick(index)}`), ' ');
  return Prisma.sql`
    SELECT CASE ${branches((index) => Prisma.sql`${LIST_FILTER_COLUMNS[index]![1]}`)} END AS filter,
      coalesce(${list(COLUMNS.map(listing))}) AS value,
      CASE ${branches((index) => Prisma.sql`count(*) FILTER (WHERE ${others(index)})`)} END::int AS n
    FROM listings WHERE ${listingWhere(filter, COLUMNS)}
    GROUP BY GROUPING SETS (${list(COLUMNS.map((column) => Prisma.sql`(${listing(column)})`))})`;
}

export async function readFilterCounts(sql: Sql, statement: Prisma.Sql): Promise<FilterCounts> {
  const rows = await sqlRows<{ filter: keyof FilterCounts; value: string | null; n: number }>(sql, statement);
  const counts: FilterCounts = { hero: {}, quality: {}, type: {}, exterior_name: {}, item_class: {} };
  for (const { filter, value, n } of rows) if (value !== null && n > 0) counts[filter][value] = n;
  return counts;
}

/** The counts beside each filter value (GET /api/items/filter-counts). */
export async function countFilterValues(catalogue: Catalogue, query: FilterCountsQuery): Promise<FilterCounts> {
  const filter = await listingFilter(catalogue, { ...query, page: 1, limit: 1 });
  const statement = filterCountsStatement(filter);
  return loaded(catalogue.filterCounts, countKey(statement), statement);
}
