import { randomUUID } from 'node:crypto';
import type { OrderKind, PrismaClient } from '@skins/db';
import { tradeUrlFor } from '@skins/sandbox';
import { STEAM_ID64_BASE } from '@skins/shared';

/** How many takes each database client has made: a file's own client starts from the catalogue's end. */
const takes = new WeakMap<PrismaClient, number>();

export async function createBuyer(db: PrismaClient) {
  return db.user.create({ data: { email: `buyer-${randomUUID()}@test.local`, name: 'Test', surname: 'Buyer', userType: 'buyer', emailVerifiedAt: new Date() } });
}

/** Available listings nobody else's test touches: taken from the end of the catalogue, a few at a time. */
export async function takeAvailableListings(db: PrismaClient, count: number, { minPriceEur = 0 }: { minPriceEur?: number } = {}) {
  const rows = await db.listing.findMany({
    // Deliverable ones: an asset an active bot holds. Other tests put listings back on sale after selling
    // them (restoreListings) without giving their assets back, and such a listing would be refunded on payment.
    // Tradable now: a copy in a trade cooldown waits for its date before its offer goes out.
    where: {
      status: 'available',
      tradableAfter: null,
      asset: { is: { status: 'held', bot: { is: { active: true } } } },
      ...(minPriceEur > 0 ? { price: { gte: minPriceEur } } : {}),
    },
    orderBy: { id: 'desc' },
    skip: (nextTake(db) % 40) * 5,
    take: count,
  });
  if (rows.length < count) throw new Error('not enough available listings in the test catalogue');
  return rows;
}

function nextTake(db: PrismaClient): number {
  const take = takes.get(db) ?? 0;
  takes.set(db, take + 1);
  return take;
}

/** A pending order holding `listings` (or a top-up), as checkout leaves it. */
export async function createPendingOrder(
  db: PrismaClient,
  { kind = 'cart', listings = 1, amountMinor = 1234n, currency = 'EUR', expiresInMs = 30 * 60_000 }: { kind?: OrderKind; listings?: number; amountMinor?: bigint; currency?: string; expiresInMs?: number } = {},
) {
  const user = await createBuyer(db);
  const items = kind === 'cart' ? await takeAvailableListings(db, listings) : [];
  const expiresAt = new Date(Date.now() + expiresInMs);
  // Checkout always records where the items go: the buyer's Steam account and its trade URL.
  const steamId = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
  const order = await db.order.create({
    data: {
      userId: user.id,
      kind,
      ...(kind === 'cart' ? { steamId, tradeUrl: tradeUrlFor(steamId) } : {}),
      paymentType: 'paysage_widget',
      trackingId: randomUUID(),
      currency,
      rate: '1',
      amountMinor,
      subtotalEur: '12.34',
      totalEur: '12.34',
      expiresAt,
      items: {
        create: items.map((listing) => ({
          listingId: listing.id,
          title: listing.title,
          imgPath: listing.imgPath,
          category: 'wearables',
          priceEur: listing.price,
          price: listing.price,
        })),
      },
    },
  });
  if (items.length) {
    await db.listing.updateMany({
      where: { id: { in: items.map((item) => item.id) } },
      data: { status: 'reserved', reservedOrderId: order.id, reservedUntil: expiresAt },
    });
  }
  return { user, order, listingIds: items.map((item) => item.id) };
}

export function providerTransaction(order: { trackingId: string; amountMinor: bigint; currency: string }, status: string, uid = randomUUID()) {
  return {
    uid,
    status,
    amount: Number(order.amountMinor),
    currency: order.currency,
    trackingId: order.trackingId,
    message: status === 'successful' ? 'Successfully processed' : 'Payment was declined',
    raw: { transaction: { uid, status, tracking_id: order.trackingId } },
  };
}

/** Puts listings back on sale after a test sold or reserved them, so the small catalogue does not run dry. */
export async function restoreListings(db: PrismaClient, ids: number[]) {
  await db.listing.updateMany({ where: { id: { in: ids } }, data: { status: 'available', reservedOrderId: null, reservedUntil: null, soldAt: null } });
}
