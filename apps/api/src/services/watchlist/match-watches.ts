/**
 * Records each (watch, listing) pair once, the first time a listing on sale fits a watch (new, back on
 * sale, or cheaper than the ceiling). A new watch is matched against the catalogue once, by a statement
 * built so each condition reaches its index. A worker run reads only the listings that changed (the
 * triggers' `watchlist_inbox`), a chunk at a time against every watch, removing the chunk in the same
 * transaction: matching every watch against the whole catalogue cannot keep up with many watches.
 * A watch's words match anywhere in the item's name, as typed: `%` and `_` are letters, not wildcards.
 */
import type { Db, PrismaClient, WatchModel } from '@skins/db';
import { executeStatement, literal, queryRows, sql, statements } from '@skins/db/sql';

/** Matches a watch keeps waiting for the next mail; more would not be read (the cheapest first). */
const PENDING_PER_WATCH = 50;

/** `%words%` for ILIKE, with the words' own `\`, `%` and `_` taken literally. */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type WatchToMatch = Pick<WatchModel, 'id' | 'itemId' | 'hero' | 'rarity' | 'search' | 'maxPriceEur'>;

/** The statement recording what fits a new watch now, as already seen (it is on screen; only later news is mailed). */
export function newWatchMatchesStatement(watch: WatchToMatch) {
  let fits = statements.selectFrom('listings as l').where('l.status', '=', literal('available'));
  if (watch.itemId !== null) fits = fits.where('l.item_id', '=', watch.itemId);
  if (watch.hero !== null) fits = fits.where('l.hero', '=', watch.hero);
  if (watch.rarity !== null) fits = fits.where('l.rarity', '=', watch.rarity);
  const { search, maxPriceEur } = watch;
  if (search !== null) fits = fits.where('l.item_id', 'in', (eb) => eb.selectFrom('items as i').select('i.id').where('i.name', 'ilike', containing(search)));
  if (maxPriceEur !== null) fits = fits.where('l.price', '<=', maxPriceEur);
  return statements
    .insertInto('watch_matches')
    .columns(['watch_id', 'listing_id', 'price_eur', 'notified_at'])
    .expression(
      fits
        .select([sql<number>`${watch.id}::int`.as('watch_id'), 'l.id', 'l.price', sql<Date>`now()`.as('notified_at')])
        .orderBy('l.price')
        .orderBy('l.id')
        .limit(PENDING_PER_WATCH),
    )
    .onConflict((conflict) => conflict.columns(['watch_id', 'listing_id']).doNothing());
}

export async function matchNewWatch(db: Db, watch: WatchToMatch): Promise<number> {
  return executeStatement(db, newWatchMatchesStatement(watch));
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
      const taken = await queryRows(
        tx,
        statements
          .deleteFrom('watchlist_inbox')
          .where('watchlist_inbox.listing_id', 'in', (eb) =>
            eb.selectFrom('watchlist_inbox as inbox').select('inbox.listing_id').orderBy('inbox.listing_id').limit(chunkSize).forUpdate().skipLocked(),
          )
          .returning('watchlist_inbox.listing_id as id'),
      );
      if (taken.length === 0) return { listings: 0, matched: 0 };
      return { listings: taken.length, matched: await executeStatement(tx, changedListingsMatches(taken.map((row) => row.id))) };
    });
    listings += done.listings;
    matched += done.matched;
    if (done.listings < chunkSize) break;
  }
  return { listings, matched };
}

/** The same rule as newWatchMatchesStatement, for a chunk of listings against all watches (the chunk bounds the work). */
function changedListingsMatches(listingIds: number[]) {
  const fit = statements
    .selectFrom('listings as l')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .innerJoin('watches as w', (join) =>
      join.on((eb) =>
        eb.and([
          eb.ref('w.active'),
          eb.or([eb('w.item_id', 'is', null), eb('l.item_id', '=', eb.ref('w.item_id'))]),
          eb.or([eb('w.hero', 'is', null), eb('l.hero', '=', eb.ref('w.hero'))]),
          eb.or([eb('w.rarity', 'is', null), eb('l.rarity', '=', eb.ref('w.rarity'))]),
          eb.or([eb('w.max_price_eur', 'is', null), eb('l.price', '<=', eb.ref('w.max_price_eur'))]),
          eb.or([
            eb('w.search', 'is', null),
            sql<boolean>`${eb.ref('i.name')} ILIKE '%' || replace(replace(replace(${eb.ref('w.search')}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`,
          ]),
        ]),
      ),
    )
    .select((eb) => [
      'w.id as watch_id',
      'l.id as listing_id',
      'l.price',
      sql<number>`row_number() OVER (PARTITION BY ${eb.ref('w.id')} ORDER BY ${eb.ref('l.price')}, ${eb.ref('l.id')})`.as('place'),
    ])
    .where((eb) => eb('l.id', '=', eb.fn.any(sql<number[]>`${listingIds}::int[]`)))
    .where('l.status', '=', literal('available'))
    .as('fit');
  return statements
    .insertInto('watch_matches')
    .columns(['watch_id', 'listing_id', 'price_eur'])
    .expression((eb) =>
      eb
        .selectFrom(fit)
        .select(['fit.watch_id', 'fit.listing_id', 'fit.price'])
        .where((fits) =>
          fits(
            'fit.place',
            '<=',
            sql<number>`${PENDING_PER_WATCH} - ${fits.selectFrom('watch_matches as m').select(fits.fn.countAll().as('n')).whereRef('m.watch_id', '=', 'fit.watch_id').where('m.notified_at', 'is', null)}`,
          ),
        ),
    )
    .onConflict((conflict) => conflict.columns(['watch_id', 'listing_id']).doNothing());
}
