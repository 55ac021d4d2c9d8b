/**
 * Records each (watch, listing) pair once, the first time a listing on sale fits a watch (new, back on
 * sale, or cheaper than the ceiling). A new watch is matched against the catalogue once, by a statement
 * built so each condition reaches its index. A worker run reads only the listings that changed (the
 * triggers' `watchlist_inbox`), a chunk at a time against every watch, removing the chunk in the same
 * transaction: matching every watch against the whole catalogue cannot keep up with many watches.
 * A watch's words match anywhere in the item's name, as typed: `%` and `_` are letters, not wildcards.
 */
import { Prisma, type Db, type PrismaClient, type WatchModel } from '@skins/db';

/** Matches a watch keeps waiting for the next mail; more would not be read (the cheapest first). */
const PENDING_PER_WATCH = 50;

/** `%words%` for ILIKE, with the words' own `\`, `%` and `_` taken literally. */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type WatchToMatch = Pick<WatchModel, 'id' | 'itemId' | 'hero' | 'rarity' | 'search' | 'maxPriceEur'>;

/** The statement recording what fits a new watch now, as already seen (it is on screen; only later news is mailed). */
export function newWatchMatchesSql(watch: WatchToMatch): Prisma.Sql {
  const fits = [Prisma.sql`l.status = 'available'`];
  if (watch.itemId !== null) fits.push(Prisma.sql`l.item_id = ${watch.itemId}`);
  if (watch.hero !== null) fits.push(Prisma.sql`l.hero = ${watch.hero}`);
  if (watch.rarity !== null) fits.push(Prisma.sql`l.rarity = ${watch.rarity}`);
  if (watch.search !== null) fits.push(Prisma.sql`l.item_id IN (SELECT i.id FROM items i WHERE i.name ILIKE ${containing(watch.search)})`);
  if (watch.maxPriceEur !== null) fits.push(Prisma.sql`l.price <= ${watch.maxPriceEur}`);
  return Prisma.sql`
    INSERT INTO watch_matches (watch_id, listing_id, price_eur, notified_at)
    SELECT ${watch.id}, l.id, l.price, now() FROM listings l
    WHERE ${Prisma.join(fits, ' AND ')}
    ORDER BY l.price, l.id LIMIT ${PENDING_PER_WATCH}
    ON CONFLICT (watch_id, listing_id) DO NOTHING`;
}

export async function matchNewWatch(db: Db, watch: WatchToMatch): Promise<number> {
  return db.$executeRaw(newWatchMatchesSql(watch));
}

export interface WatchlistRunOptions {
  /**
   * Listings per statement. A statement costs (listings x watches with words): 100 keeps it near a second
   * with thousands of such watches on a million-listing catalogue, far inside the statement timeout.
   */
  chunkSize?: number;
  /** Chunks per run; what is left waits for the next run. */
  maxChunks?: number;
}

/** Matches the listings queued since the last run against every active watch; returns what it did. */
export async function matchChangedListings(db: PrismaClient, { chunkSize = 100, maxChunks = 25 }: WatchlistRunOptions = {}): Promise<{ listings: number; matched: number }> {
  let listings = 0;
  let matched = 0;
  for (let chunk = 0; chunk < maxChunks; chunk++) {
    const done = await db.$transaction(async (tx) => {
      // SKIP LOCKED: two workers take different chunks. A crash rolls the chunk back into the inbox.
      const taken = await tx.$queryRaw<Array<{ id: number }>>`
        DELETE FROM watchlist_inbox WHERE listing_id IN (
          SELECT listing_id FROM watchlist_inbox ORDER BY listing_id LIMIT ${chunkSize} FOR UPDATE SKIP LOCKED
        ) RETURNING listing_id AS id`;
      if (taken.length === 0) return { listings: 0, matched: 0 };
      return { listings: taken.length, matched: await tx.$executeRaw(changedListingsMatchesSql(taken.map((row) => row.id))) };
    });
    listings += done.listings;
    matched += done.matched;
    if (done.listings < chunkSize) break;
  }
  return { listings, matched };
}

/** The same rule as newWatchMatchesSql, for a chunk of listings against all watches (the chunk bounds the work). */
function changedListingsMatchesSql(listingIds: number[]): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO watch_matches (watch_id, listing_id, price_eur)
    SELECT fit.watch_id, fit.listing_id, fit.price FROM (
      SELECT w.id AS watch_id, l.id AS listing_id, l.price, row_number() OVER (PARTITION BY w.id ORDER BY l.price, l.id) AS place
      FROM listings l
      JOIN items i ON i.id = l.item_id
      JOIN watches w ON w.active
        AND (w.item_id IS NULL OR l.item_id = w.item_id)
        AND (w.hero IS NULL OR l.hero = w.hero)
        AND (w.rarity IS NULL OR l.rarity = w.rarity)
        AND (w.max_price_eur IS NULL OR l.price <= w.max_price_eur)
        AND (w.search IS NULL OR i.name ILIKE '%' || replace(replace(replace(w.search, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
      WHERE l.id = ANY(${listingIds}::int[]) AND l.status = 'available'
    ) fit
    WHERE fit.place <= ${PENDING_PER_WATCH} - (SELECT count(*) FROM watch_matches m WHERE m.watch_id = fit.watch_id AND m.notified_at IS NULL)
    ON CONFLICT (watch_id, listing_id) DO NOTHING`;
}
