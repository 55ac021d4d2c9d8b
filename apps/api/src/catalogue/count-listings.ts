import { Prisma } from '@skins/db';
import type { Catalogue } from './catalogue.ts';
import { sqlRows, type Sql } from './sql.ts';

/** Up to this many matches are counted exactly; past it the planner's estimate is answered, and said to be one. */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ListingCount {
  total: number;
  estimated: boolean;
}

/** Counts matches up to EXACT_COUNT_LIMIT + 1 (exported so the benchmark runs exactly this SQL directly). */
export function cappedCountStatement(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM listings WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) matches`;
}

/** The count answered for a capped count of `exact` (which may have come with the page: list-items.ts). */
export async function countFromCapped(sql: Sql, where: Prisma.Sql, exact: number): Promise<ListingCount> {
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  const [explained] = await sqlRows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    sql,
    Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM listings WHERE ${where}`,
  );
  const estimate = Math.round(explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** The counts cache's key for a WHERE clause: its text and values. */
export const countKey = (where: Prisma.Sql): string => `${where.text}\u0000${JSON.stringify(where.values)}`;

/**
 * Counting every match of a broad filter means visiting every row (MVCC), which at a million listings
 * costs more than the page itself. So counts stop at EXACT_COUNT_LIMIT + 1 and larger totals come from
 * the planner's row estimate for the same WHERE clause. Counts are kept per process for a while
 * (caches.ts): in memory rather than in Redis, whose round trip per list request cost more than the page.
 */
export async function countListings({ sql, counts }: Catalogue, where: Prisma.Sql, key = countKey(where)): Promise<ListingCount> {
  const cached = counts.get(key);
  if (cached) return cached;
  const [capped] = await sqlRows<{ n: number }>(sql, cappedCountStatement(where));
  const count = await countFromCapped(sql, where, capped?.n ?? 0);
  counts.set(key, count);
  return count;
}
