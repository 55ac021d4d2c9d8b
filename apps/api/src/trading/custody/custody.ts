/**
 * A listing is on sale only while its Steam asset is a bot's to sell: held (not promised to an offer, not
 * gone), by a bot the shop still runs, and outside any trade protection window (DESIGN.md). A trade cooldown
 * does not take it off sale: the copy is sold with the date it becomes tradable (listings.tradable_after, kept
 * by a trigger from its asset), and its delivery waits for that date (engine/decide.ts decideItemsLocked). The
 * catalogue reads only `listings.status = 'available'` (its indexes are partial on it), so custody keeps that
 * status true: these statements withdraw what stopped being sellable and release what became sellable again.
 */
import type { Prisma, PrismaClient } from '@skins/db';

type Db = PrismaClient | Prisma.TransactionClient;

/** The conditions under which an asset may be sold now, over `a` (bot_assets) and `b` (steam_bots). */
const SELLABLE = `a.status = 'held' AND b.active
  AND (a.protected_until IS NULL OR a.protected_until <= now())`;

/**
 * Withdraws the listings of bots no longer configured and releases withdrawn listings whose asset became
 * sellable (a protection window passed). Both read few rows: the first only inactive bots'
 * assets, the second only withdrawn listings (a partial index).
 */
export async function sweepCustody(db: Db): Promise<{ withdrawn: number; released: number }> {
  const withdrawn = await db.$executeRawUnsafe(`
    UPDATE listings l SET status = 'withdrawn', updated_at = now()
    FROM bot_assets a JOIN steam_bots b ON b.id = a.bot_id
    WHERE a.listing_id = l.id AND NOT b.active AND l.status = 'available'`);
  const released = await db.$executeRawUnsafe(`
    UPDATE listings l SET status = 'available', updated_at = now()
    FROM bot_assets a JOIN steam_bots b ON b.id = a.bot_id
    WHERE a.listing_id = l.id AND l.status = 'withdrawn' AND ${SELLABLE}`);
  return { withdrawn, released };
}

/**
 * Listings whose sale was undone (a delivery that failed for good, refunded): back on sale when the bot still
 * holds a sellable asset for them, withdrawn otherwise. Either way no longer a sale in the price history.
 */
export async function relistOrWithdraw(db: Db, listingIds: readonly number[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db.$executeRawUnsafe(
    `UPDATE listings l SET
       status = CASE WHEN EXISTS (SELECT 1 FROM bot_assets a JOIN steam_bots b ON b.id = a.bot_id WHERE a.listing_id = l.id AND ${SELLABLE})
                     THEN 'available'::"ListingStatus" ELSE 'withdrawn'::"ListingStatus" END,
       sold_at = NULL, reserved_order_id = NULL, reserved_until = NULL, updated_at = now()
     WHERE l.id = ANY($1::int[]) AND l.status = 'sold'`,
    listingIds,
  );
}
