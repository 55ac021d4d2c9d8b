import { Prisma } from '@skins/db';
import { BoundedMap } from '../lib/bounded-map.ts';
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

/**
 * Counting every match of a broad filter means visiting every row (MVCC), which at a million listings
 * costs more than the page itself. So counts stop at EXACT_COUNT_LIMIT + 1 and larger totals come from
 * the planner's row estimate for the same WHERE clause.
 */
export async function countListings(sql: Sql, where: Prisma.Sql): Promise<ListingCount> {
  const [capped] = await sqlRows<{ n: number }>(sql, cappedCountStatement(where));
  return countFromCapped(sql, where, capped?.n ?? 0);
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

/** How long a count may be reused. A total a few seconds old is fine on a catalogue page. */
export const COUNT_CACHE_MS = 30_000;
const COUNT_CACHE_ENTRIES = 5_000;
const countCache = new BoundedMap<string, { count: ListingCount; at: number }>(COUNT_CACHE_ENTRIES);

/** The count cache's key for a WHERE clause: its text and values (built once per request, it is long). */
export const listingCountKey = (where: Prisma.Sql): string => `${where.text}\u0000${JSON.stringify(where.values)}`;

/** A count of the same WHERE clause answered less than COUNT_CACHE_MS ago, if any. */
export function cachedListingCount(key: string): ListingCount | undefined {
  const hit = countCache.get(key);
  return hit && Date.now() - hit.at < COUNT_CACHE_MS ? hit.count : undefined;
}

export function rememberListingCount(key: string, count: ListingCount): void {
  countCache.set(key, { count, at: Date.now() });
}

/**
 * countListings behind a small in-process cache keyed by the exact SQL and its values. In memory rather
 * than in Redis: a Redis round trip per list request cost more than the page query itself.
 */
export async function countListingsCached(sql: Sql, where: Prisma.Sql, key = listingCountKey(where)): Promise<ListingCount> {
  const hit = cachedListingCount(key);
  if (hit) return hit;
  const count = await countListings(sql, where);
  rememberListingCount(key, count);
  return count;
}

/** Forgets cached counts (tests that change listings and then count them). */
export function forgetListingCounts(): void {
  countCache.clear();
}
