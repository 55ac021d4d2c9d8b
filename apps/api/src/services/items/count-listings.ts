import type { Db, Prisma } from '@skins/db';

/** Up to this many matches are counted exactly; past it the planner's estimate is answered, and said to be one. */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ListingCount {
  total: number;
  estimated: boolean;
}

/**
 * Counting every match of a broad filter means visiting every row (MVCC), which at a million listings
 * costs more than the page itself. So counts stop at EXACT_COUNT_LIMIT + 1 and larger totals come from
 * the planner's row estimate for the same WHERE clause.
 */
export async function countListings(db: Db, where: Prisma.Sql): Promise<ListingCount> {
  const [capped] = await db.$queryRaw<Array<{ n: number }>>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM listings WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) matches`;
  const exact = capped?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };

  const [explained] = await db.$queryRaw<Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM listings WHERE ${where}`;
  const estimate = Math.round(explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}
