/**
 * The trading engine against the real sandbox, for the item-movement tests: one sandbox in-process (its
 * Steam trading stand-in and its Paysage), the sandbox implementation of the port, and the engine's steps
 * run by the test itself (no queue), so each test decides when the engine looks and what Steam says between.
 */
import { randomUUID } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { tradeUrlFor } from '@skins/sandbox';
import { STEAM_ID64_BASE } from '@skins/shared';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { advanceTrade } from '../../src/trading/engine/advance-trade.ts';
import { syncBots } from '../../src/trading/steam/bots.ts';
import type { TradingContext, TradingSettings } from '../../src/trading/engine/context.ts';
import { leaseDueTrades } from '../../src/trading/engine/due-work.ts';
import { pollBot } from '../../src/trading/engine/poll-bot.ts';
import { createSandboxTrading } from '../../src/trading/steam/sandbox-trading.ts';
import { reconcileOrder } from '../../src/services/orders/reconcile-order.ts';
import { paysageConfigFor, payOrderAtSandbox } from './paysage-sandbox.ts';
import { sandboxBots, startTradingSandbox, type TradingSandbox } from './steam-trading-sandbox.ts';
import { TEST_DATABASE_URL } from './test-env.ts';
import { createBuyer } from './orders.ts';

export const SUCCESS_CARD = '4200000000000000';

export const TEST_SETTINGS: TradingSettings = {
  offerTtlMs: 48 * 3_600_000,
  resendWindowMs: 24 * 3_600_000,
  maxAttempts: 3,
  buyerResends: 1,
  unknownGraceMs: 1_500,
  recheckMs: 60_000,
  // Other tests' offers left out at Steam share the bots: the cap has tests of its own (trading-limits).
  botMaxOffers: 10_000,
  partnerMaxOffers: 5,
};

/** A fresh sandbox Steam account (none of the seeded ones, whose inventories other tests use). */
export function freshSteamId(): string {
  return String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
}

/**
 * Listings on sale whose asset is a seeded one (the id the stand-in knows by itself), at random: a fresh
 * sandbox per test file forgets the assets earlier files' trades minted, but never the seeded ones. Tradable
 * now, unless `locked`: then copies in a week-long trade cooldown (the seed's Market purchases).
 */
async function takeSeededListings(db: PrismaClient, count: number, locked = false) {
  const rows = locked
    ? await db.$queryRaw<Array<{ id: number }>>`
        SELECT l.id FROM listings l JOIN bot_assets a ON a.listing_id = l.id
        WHERE l.status = 'available' AND a.status = 'held' AND a.instance_id <> '0'
          AND l.tradable_after BETWEEN now() AND now() + interval '8 days'
        ORDER BY random() LIMIT ${count}`
    : await db.$queryRaw<Array<{ id: number }>>`
        SELECT l.id FROM listings l JOIN bot_assets a ON a.listing_id = l.id
        WHERE l.status = 'available' AND a.status = 'held' AND a.asset_id = ((l.item_id::bigint << 32) | l.id)::text
        ORDER BY random() LIMIT ${count}`;
  if (rows.length < count) throw new Error('not enough seeded listings on sale in the test catalogue');
  return db.listing.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
}

export interface TradingStack {
  db: PrismaClient;
  sandbox: TradingSandbox;
  ctx: TradingContext;
  /** The engine's step for one trade, as its bot's queue would run it. */
  advance(tradeId: number): Promise<string | null>;
  /** Runs every due trade's step until nothing is due (or `rounds` passes). */
  settle(rounds?: number): Promise<void>;
  poll(): Promise<void>;
  /** A buyer who paid (at the Paysage stand-in, applied by the reconciler) for `count` listings to `steamId`'s trade URL. */
  /** By default a Steam user buying for their own account; `emailBuyer`: one who signed up by e-mail (nothing linked). */
  paidOrder(options?: { count?: number; steamId?: string; emailBuyer?: boolean; userId?: number; locked?: boolean }): Promise<{ orderId: number; userId: number; steamId: string; listingIds: number[] }>;
  trade(where: { orderId?: number; sellOrderId?: number }): Promise<NonNullable<Awaited<ReturnType<PrismaClient['trade']['findFirst']>>>>;
}

export function useTradingStack(settings: Partial<TradingSettings> = {}, sandboxEnv: Record<string, string> = {}): TradingStack {
  const stack = {} as TradingStack;
  beforeAll(async () => {
    stack.db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
    stack.sandbox = await startTradingSandbox(sandboxEnv);
    const port = createSandboxTrading({ baseUrl: stack.sandbox.base, bots: sandboxBots, timeoutMs: 2_000 });
    await syncBots(stack.db, port.bots);
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    stack.ctx = { db: stack.db, port, settings: { ...TEST_SETTINGS, ...settings }, log: quiet };
  });
  beforeEach(async () => {
    await stack.sandbox.reset();
    // A reset sandbox forgot its sessions and turned its clock back: the port logs in afresh.
    stack.ctx.port = createSandboxTrading({ baseUrl: stack.sandbox.base, bots: sandboxBots, timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await stack.sandbox?.close();
    await stack.db?.$disconnect();
  });

  stack.advance = (tradeId) => advanceTrade(stack.ctx, tradeId);
  stack.settle = async (rounds = 10) => {
    for (let round = 0; round < rounds; round++) {
      const due = await leaseDueTrades(stack.db);
      if (due.length === 0) return;
      for (const trade of due) await advanceTrade(stack.ctx, trade.id);
    }
  };
  stack.poll = async () => {
    for (const bot of await stack.db.steamBot.findMany({ where: { active: true } })) await pollBot(stack.ctx, bot.id);
  };
  stack.paidOrder = async ({ count = 1, steamId = freshSteamId(), emailBuyer = false, userId, locked = false } = {}) => {
    const user = userId ? await stack.db.user.findUniqueOrThrow({ where: { id: userId } }) : await createBuyer(stack.db);
    if (!emailBuyer && !user.steamId) await stack.db.user.update({ where: { id: user.id }, data: { steamId } });
    const tradeUrl = tradeUrlFor(steamId);
    const listings = await takeSeededListings(stack.db, count, locked);
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const amount = listings.reduce((sum, listing) => sum + BigInt(Math.round(Number(listing.price) * 100)), 0n);
    const order = await stack.db.order.create({
      data: {
        userId: user.id,
        kind: 'cart',
        paymentType: 'paysage_widget',
        trackingId: randomUUID(),
        currency: 'EUR',
        rate: '1',
        amountMinor: amount,
        subtotalEur: (Number(amount) / 100).toFixed(2),
        totalEur: (Number(amount) / 100).toFixed(2),
        expiresAt,
        steamId,
        tradeUrl,
        email: user.email,
        items: { create: listings.map((listing) => ({ listingId: listing.id, title: listing.title, imgPath: listing.imgPath, category: 'wearables', priceEur: listing.price, price: listing.price })) },
      },
    });
    await stack.db.listing.updateMany({ where: { id: { in: listings.map((listing) => listing.id) } }, data: { status: 'reserved', reservedOrderId: order.id, reservedUntil: expiresAt } });
    await payOrderAtSandbox(stack.sandbox.base, order, SUCCESS_CARD);
    await reconcileOrder(stack.db, paysageConfigFor(stack.sandbox.base), order.id);
    return { orderId: order.id, userId: user.id, steamId, listingIds: listings.map((listing) => listing.id) };
  };
  stack.trade = async (where) => {
    const trade = await stack.db.trade.findFirst({ where, orderBy: { id: 'desc' } });
    if (!trade) throw new Error(`no trade for ${JSON.stringify(where)}`);
    return trade;
  };
  return stack;
}
