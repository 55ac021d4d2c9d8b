/**
 * A listing is on sale only while its Steam asset is a bot's to sell: held (not promised to an offer, not
 * gone), by a bot the shop still runs, and outside any trade protection window (DESIGN.md). A trade cooldown
 * does not take it off sale: the copy is sold with the date it becomes tradable (listings.tradable_after, kept
 * by a trigger from its asset), and its delivery waits for that date (engine/decide.ts decideItemsLocked). The
 * catalogue reads only `listings.status = 'available'` (its indexes are partial on it), so custody keeps that
 * status true: these statements withdraw what stopped being sellable and release what became sellable again.
 */
import type { Prisma, PrismaClient } from '@skins/db';
import { executeStatement, expressionBuilder, literal, sql, statements, type Tables } from '@skins/db/sql';

type Db = PrismaClient | Prisma.TransactionClient;

/** The conditions under which an asset may be sold now, over `a` (bot_assets) and `b` (steam_bots). */
const onAsset = expressionBuilder<Tables & { a: Tables['bot_assets']; b: Tables['steam_bots'] }, 'a' | 'b'>();
const sellable = onAsset.and([
  onAsset('a.status', '=', literal('held')),
  onAsset.ref('b.active'),
  onAsset.or([onAsset('a.protected_until', 'is', null), onAsset('a.protected_until', '<=', sql<Date>`now()`)]),
]);

/** Listing `l` with its asset `a` and that asset's bot `b`. */
const listingWithAsset = () => statements.updateTable('listings as l').from('bot_assets as a').innerJoin('steam_bots as b', 'b.id', 'a.bot_id').whereRef('a.listing_id', '=', 'l.id');

/**
 * Withdraws the listings of bots no longer configured and releases withdrawn listings whose asset became
 * sellable (a protection window passed). Both read few rows: the first only inactive bots'
 * assets, the second only withdrawn listings (a partial index).
 */
export async function sweepCustody(db: Db): Promise<{ withdrawn: number; released: number }> {
  const withdrawn = await executeStatement(
    db,
    listingWithAsset()
      .set({ status: literal('withdrawn'), updated_at: sql<Date>`now()` })
      .where((eb) => eb.not(eb.ref('b.active')))
      .where('l.status', '=', literal('available')),
  );
  const released = await executeStatement(
    db,
    listingWithAsset().set({ status: literal('available'), updated_at: sql<Date>`now()` }).where('l.status', '=', literal('withdrawn')).where(sellable),
  );
  return { withdrawn, released };
}

/**
 * Listings whose sale was undone (a delivery that failed for good, refunded): back on sale when the bot still
 * holds a sellable asset for them, withdrawn otherwise. Either way no longer a sale in the price history.
 */
export async function relistOrWithdraw(db: Db, listingIds: readonly number[]): Promise<void> {
  if (listingIds.length === 0) return;
  await executeStatement(
    db,
    statements
      .updateTable('listings as l')
      // Columns set as an object or by name, never from a callback's object, whose keys TypeScript leaves unchecked.
      .set('status', (eb) =>
        sql<'available' | 'withdrawn'>`CASE WHEN ${eb.exists(
          eb.selectFrom('bot_assets as a').innerJoin('steam_bots as b', 'b.id', 'a.bot_id').select(sql`1`.as('one')).whereRef('a.listing_id', '=', 'l.id').where(sellable),
        )} THEN 'available'::"ListingStatus" ELSE 'withdrawn'::"ListingStatus" END`,
      )
      .set({ sold_at: sql<null>`NULL`, reserved_order_id: sql<null>`NULL`, reserved_until: sql<null>`NULL`, updated_at: sql<Date>`now()` })
      .where((eb) => eb('l.id', '=', eb.fn.any(sql<number[]>`${[...listingIds]}::int[]`)))
      .where('l.status', '=', literal('sold')),
  );
}
