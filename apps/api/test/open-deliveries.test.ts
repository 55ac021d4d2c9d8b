/**
 * A paid order's deliveries (trading/open-deliveries.ts): one trade per bot holding its items, each
 * item promised once, an item no bot holds refunded instead. Each case runs in a transaction that is rolled
 * back, so the shared test catalogue keeps its assets.
 */
import { randomUUID } from 'node:crypto';
import { createPrismaClient, type Prisma, type PrismaClient } from '@skins/db';
import { tradeUrlFor } from '@skins/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeliveries } from '../src/trading/open-deliveries.ts';
import { createBuyer } from './helpers/orders.ts';
import { freshSteamId } from './helpers/trading-engine.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

class RollBack extends Error {}

/** Runs `check` in a transaction that never commits. */
async function rolledBack(db: PrismaClient, check: (tx: Prisma.TransactionClient) => Promise<void>) {
  await expect(
    db.$transaction(async (tx) => {
      await check(tx);
      throw new RollBack();
    }),
  ).rejects.toBeInstanceOf(RollBack);
}

/** Listings on sale held by active bots: two of one bot, one of another, oldest first. */
async function listingsOfTwoBots(tx: Prisma.TransactionClient) {
  const rows = await tx.$queryRaw<Array<{ listing_id: number; bot_id: number }>>`
    SELECT DISTINCT ON (a.bot_id, l.id) l.id AS listing_id, a.bot_id FROM listings l
    JOIN bot_assets a ON a.listing_id = l.id AND a.status = 'held'
    JOIN steam_bots b ON b.id = a.bot_id AND b.active
    WHERE l.status = 'available' AND a.bot_id IN (SELECT id FROM steam_bots WHERE active ORDER BY id LIMIT 2)
    ORDER BY a.bot_id, l.id DESC`;
  const [first, second] = [...new Set(rows.map((row) => row.bot_id))];
  const ofBot = (botId: number | undefined) => rows.filter((row) => row.bot_id === botId);
  if (first === undefined || second === undefined) throw new Error('the test catalogue needs two active bots holding listings');
  return [...ofBot(first).slice(0, 2), ...ofBot(second).slice(0, 1)];
}

async function paidOrderOf(tx: Prisma.TransactionClient, userId: number, listingIds: number[], tradeUrl: string | null) {
  const listings = await tx.listing.findMany({ where: { id: { in: listingIds } } });
  return tx.order.create({
    data: {
      userId,
      kind: 'cart',
      status: 'completed',
      paymentType: 'paysage_widget',
      trackingId: randomUUID(),
      currency: 'EUR',
      rate: '1',
      amountMinor: 3000n,
      subtotalEur: '30',
      totalEur: '30',
      expiresAt: new Date(),
      tradeUrl,
      // In the order given, so the order item ids follow it.
      items: { create: listingIds.map((id) => listings.find((listing) => listing.id === id)!).map((listing) => ({ listingId: listing.id, title: listing.title, imgPath: listing.imgPath, category: 'wearables', priceEur: '10', price: '10' })) },
    },
    include: { items: { orderBy: { id: 'asc' } } },
  });
}

describe('opening deliveries', () => {
  let db: PrismaClient;
  beforeAll(() => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  });
  afterAll(async () => {
    await db?.$disconnect();
  });

  it('one trade per bot in the order its items come, each with its items and its first event; an item no bot holds is refunded', async () => {
    const buyer = await createBuyer(db);
    await rolledBack(db, async (tx) => {
      const held = await listingsOfTwoBots(tx);
      // The second bot's item first, so the trades come in the order of the items, not of the bots.
      const ordered = [held[2]!, held[0]!, held[1]!];
      const [gone] = await tx.$queryRaw<Array<{ listing_id: number }>>`
        SELECT l.id AS listing_id FROM listings l JOIN bot_assets a ON a.listing_id = l.id
        WHERE l.status = 'available' AND a.status = 'held' AND l.id <> ALL(${held.map((row) => row.listing_id)}::int[]) ORDER BY l.id LIMIT 1`;
      await tx.botAsset.updateMany({ where: { listingId: gone!.listing_id }, data: { status: 'gone' } });
      const tradeUrl = tradeUrlFor(freshSteamId());
      const order = await paidOrderOf(tx, buyer.id, [...ordered.map((row) => row.listing_id), gone!.listing_id], tradeUrl);

      const opened = await openDeliveries(tx, order.id);

      const trades = await tx.trade.findMany({ where: { orderId: order.id }, include: { items: { include: { botAsset: true } }, events: true } });
      expect(trades).toHaveLength(2);
      expect(opened.tradeIds).toEqual([ordered[0]!.bot_id, ordered[1]!.bot_id].map((botId) => trades.find((trade) => trade.botId === botId)!.id));
      for (const trade of trades) {
        const mine = ordered.filter((row) => row.bot_id === trade.botId);
        expect(trade).toMatchObject({ kind: 'delivery', status: 'queued', userId: buyer.id, tradeUrl });
        expect(trade.items.map((item) => item.botAsset!.listingId).sort()).toEqual(mine.map((row) => row.listing_id).sort());
        expect(trade.events).toEqual([expect.objectContaining({ toStatus: 'queued', source: 'engine', note: `delivery of ${mine.length} item(s) of order #${order.id}` })]);
      }
      const goneItem = order.items.find((item) => item.listingId === gone!.listing_id)!;
      expect(opened.refunded).toEqual([goneItem.id]);
      expect(await tx.refund.findMany({ where: { orderId: order.id } })).toEqual([expect.objectContaining({ key: `item:${goneItem.id}`, orderItemId: goneItem.id })]);
    });
  });

  it('without a trade URL nothing can be delivered: every item is refunded, no trade opened', async () => {
    const buyer = await createBuyer(db);
    await rolledBack(db, async (tx) => {
      const held = await listingsOfTwoBots(tx);
      const order = await paidOrderOf(tx, buyer.id, [held[0]!.listing_id], null);
      const opened = await openDeliveries(tx, order.id);
      expect(opened).toEqual({ tradeIds: [], refunded: [order.items[0]!.id] });
      expect(await tx.trade.count({ where: { orderId: order.id } })).toBe(0);
    });
  });
});
