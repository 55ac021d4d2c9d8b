/** A user's watches: create (with what already fits, shown but not mailed), list, delete, unsubscribe. */
import type { PrismaClient } from '@skins/db';
import { convertFromEur, convertToEurMinorUnits, minorUnitsToDecimalString, WATCH_LIMITS, WATCH_MESSAGES, type Watch, type WatchBody } from '@skins/shared';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';
import { matchNewWatch } from './match-watches.ts';
import { itemNamesOf } from './send-watch-mails.ts';
import { isUnsubscribeToken } from './unsubscribe-token.ts';
import { watchLabel } from './watch-label.ts';

const MATCHES_SHOWN = 20;
/** The first key of the advisory lock a user's watch creations take (the second is the user id). */
const WATCH_CREATION_LOCK = 27_001;

export async function createWatch(db: PrismaClient, userId: number, body: WatchBody, currency: PriceCurrency): Promise<Watch> {
  let itemId: number | null = null;
  if (body.product_id !== undefined) {
    const listing = await db.listing.findUnique({ where: { id: body.product_id }, select: { itemId: true } });
    if (!listing) throw notFound('Product not found');
    itemId = listing.itemId;
  }
  const maxPriceEur = body.max_price === undefined ? null : minorUnitsToDecimalString(convertToEurMinorUnits(body.max_price, currency.rate));
  const watch = await db.$transaction(async (tx) => {
    // One user's creations wait for each other, so requests sent at once cannot pass the cap together.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WATCH_CREATION_LOCK}::int, ${userId}::int)`;
    if ((await tx.watch.count({ where: { userId, active: true } })) >= WATCH_LIMITS.perUser) throw conflict(WATCH_MESSAGES.tooMany);
    return tx.watch.create({ data: { userId, itemId, hero: body.hero ?? null, rarity: body.rarity ?? null, search: body.search ?? null, maxPriceEur } });
    // Requests of one user queue on the lock: give them longer than Prisma's default 2 s to get a connection.
  }, { maxWait: 10_000 });
  // What fits already is on screen for the user now; only what appears later is news worth a mail.
  await matchNewWatch(db, watch);
  const [created] = await listWatches(db, userId, currency, watch.id);
  return created!;
}

export async function listWatches(db: PrismaClient, userId: number, currency: PriceCurrency, onlyId?: number): Promise<Watch[]> {
  const watches = await db.watch.findMany({
    where: { userId, active: true, ...(onlyId ? { id: onlyId } : {}) },
    orderBy: { id: 'desc' },
    include: { matches: { orderBy: { id: 'desc' }, take: MATCHES_SHOWN, include: { listing: { select: { title: true, status: true } } } } },
  });
  const names = await itemNamesOf(db, watches.map((watch) => watch.itemId));
  const money = (value: { toString(): string }) => convertFromEur(value.toString(), currency.rate);
  return watches.map((watch) => {
    const maxPrice = watch.maxPriceEur === null ? null : money(watch.maxPriceEur);
    const itemName = watch.itemId === null ? null : (names.get(watch.itemId) ?? null);
    return {
      id: watch.id,
      label: watchLabel({ itemName, hero: watch.hero, rarity: watch.rarity, search: watch.search, maxPrice }, currency.symbol),
      item_name: itemName,
      hero: watch.hero,
      rarity: watch.rarity,
      search: watch.search,
      max_price: maxPrice,
      currency_symbol: currency.symbol,
      created_at: watch.createdAt.toISOString(),
      matches: watch.matches.map((match) => ({
        product_id: match.listingId,
        title: match.listing.title,
        price: money(match.priceEur),
        matched_at: match.matchedAt.toISOString(),
        mailed: match.notifiedAt !== null,
        available: match.listing.status === 'available',
      })),
    };
  });
}

export async function deleteWatch(db: PrismaClient, userId: number, id: number): Promise<void> {
  const { count } = await db.watch.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('Watch not found');
}

/** The mail's one-click link: no sign-in needed, the token proves the link came from the mail. */
export async function unsubscribeWatch(db: PrismaClient, secret: string, id: number, token: string): Promise<boolean> {
  if (!isUnsubscribeToken(secret, id, token)) return false;
  await db.watch.updateMany({ where: { id }, data: { active: false } });
  return true;
}
