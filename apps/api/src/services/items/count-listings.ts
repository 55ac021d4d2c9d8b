import { createHash } from 'node:crypto';
import { Prisma, type Db } from '@skins/db';
import type { Redis } from 'ioredis';

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
export async function countListings(db: Db, where: Prisma.Sql): Promise<ListingCount> {
  const [capped] = await db.$queryRaw<Array<{ n: number }>>(cappedCountStatement(where));
  const exact = capped?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };

  const [explained] = await db.$queryRaw<Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM listings WHERE ${where}`;
  const estimate = Math.round(explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** How long a count may be reused. A total a few seconds old is fine on a catalogue page. */
export const COUNT_CACHE_SECONDS = 30;

/**
 * countListings behind a short Redis cache keyed by the exact SQL and its values. Redis trouble never
 * fails the list: the count is then taken from the database.
 */
export async function countListingsCached(db: Db, redis: Redis | undefined, where: Prisma.Sql): Promise<ListingCount> {
  if (!redis || redis.status !== 'ready') return countListings(db, where);
  const key = `catalogue:count:${createHash('sha1').update(where.text).update(JSON.stringify(where.values)).digest('base64url')}`;
  const cached = await redis.get(key).catch(() => null);
  if (cached) return JSON.parse(cached) as ListingCount;
  const count = await countListings(db, where);
  await redis.set(key, JSON.stringify(count), 'EX', COUNT_CACHE_SECONDS).catch(() => undefined);
  return count;
}
