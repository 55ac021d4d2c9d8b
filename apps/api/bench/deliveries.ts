/**
 * `npm run bench:deliveries`: how fast items move through the sandbox's Steam and Paysage, driven by the
 * worker's own trading runtime, so it measures what production's pacing allows, not the machine: one bot's
 * deliveries a minute, and how long until 1,000 paid orders all have their offer sent. Uses the development
 * database (`npm run db:seed` first; it sells ~1,100 listings). docs/bench-deliveries.md.
 *
 *   npm run bench:deliveries [-- --orders=1000 --bot-orders=180 --steps-per-minute=60]
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { buildSandbox, loadConfig, tradeUrlFor } from '@skins/sandbox';
import { STEAM_ID64_BASE } from '@skins/shared';
import { loadEnv } from '../src/config/env.ts';
import { startTradingRuntime } from '../src/jobs/trading-runtime.ts';
import { workerConnection } from '../src/jobs/runtime.ts';
import { reconcileOrder } from '../src/services/orders/reconcile-order.ts';
import { createCheckout, type PaysageConfig } from '../src/services/payments/paysage-client.ts';
import { createSandboxTrading } from '../src/services/trading/sandbox-trading.ts';

const { values: args } = parseArgs({
  options: { orders: { type: 'string', default: '1000' }, 'bot-orders': { type: 'string' }, 'steps-per-minute': { type: 'string' } },
});
const env = loadEnv();
const ORDERS = Number(args.orders);
const STEPS_PER_MINUTE = Number(args['steps-per-minute'] ?? env.TRADE_BOT_STEPS_PER_MINUTE);
// Three minutes' worth, so the pace shows over several of the limiter's one-minute windows.
const BOT_ORDERS = Number(args['bot-orders'] ?? STEPS_PER_MINUTE * 3);
const quiet = { info: () => undefined, warn: () => undefined, error: (details: object, message: string) => console.error(message, details) };

const row = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

async function startSandbox() {
  const { app } = await buildSandbox(loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'silent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The Steam user accepts every offer the moment it is out.
  await fetch(`${base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'steam.trade.respond': 'accept' }) });
  return { app, base };
}

/** Seeded listings on sale (the stand-in knows their assets by id), held by the given bots. */
async function seededListings(db: PrismaClient, count: number, botIds: number[]) {
  const rows = await db.$queryRaw<Array<{ id: number; title: string; img_path: string; price: string }>>`
    SELECT l.id, l.title, l.img_path, l.price::text FROM listings l JOIN bot_assets a ON a.listing_id = l.id
    WHERE l.status = 'available' AND a.status = 'held' AND a.bot_id = ANY(${botIds}::int[])
      AND a.asset_id = ((l.item_id::bigint << 32) | l.id)::text
    ORDER BY l.id LIMIT ${count}`;
  if (rows.length < count) throw new Error(`Only ${rows.length} seeded listings on sale for these bots; run npm run db:seed (or db:reset) first.`);
  return rows;
}

/** An order of one listing, paid at the sandbox's Paysage and applied as the reconciler applies payments. */
async function paidOrder(db: PrismaClient, paysage: PaysageConfig, base: string, userId: number, listing: { id: number; title: string; img_path: string; price: string }) {
  const steamId = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
  const amountMinor = BigInt(Math.round(Number(listing.price) * 100));
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  const order = await db.order.create({
    data: {
      userId, kind: 'cart', paymentType: 'paysage_widget', trackingId: randomUUID(), currency: 'EUR', rate: '1', amountMinor,
      subtotalEur: listing.price, totalEur: listing.price, expiresAt, steamId, tradeUrl: tradeUrlFor(steamId), email: 'bench@skins.local',
      items: { create: [{ listingId: listing.id, title: listing.title, imgPath: listing.img_path, category: 'bench', priceEur: listing.price, price: listing.price }] },
    },
  });
  await db.listing.update({ where: { id: listing.id }, data: { status: 'reserved', reservedOrderId: order.id, reservedUntil: expiresAt } });
  const checkout = await createCheckout(paysage, {
    amountMinor, currency: 'EUR', description: `Order #${order.id}`, trackingId: order.trackingId, notificationUrl: 'http://127.0.0.1:9/unused',
    successUrl: 'http://bench/s', declineUrl: 'http://bench/d', failUrl: 'http://bench/f', cancelUrl: 'http://bench/c', customer: {}, expiresAt,
  });
  const paid = await fetch(`${base}/paysage/v2/checkout/pay`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: checkout.token, number: '4200000000000000', holder: 'BENCH', exp: '12/39', cvc: '123' }),
  });
  if (paid.status >= 400) throw new Error(`the sandbox refused a payment (${paid.status})`);
  await reconcileOrder(db, paysage, order.id);
  return order.id;
}

/** Pays for each listing, eight at a time (the setup, not what is measured). */
async function payAll<T>(listings: T[], pay: (listing: T) => Promise<number>): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < listings.length; start += 8) ids.push(...(await Promise.all(listings.slice(start, start + 8).map(pay))));
  return ids;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  const db = createPrismaClient({ databaseUrl: env.DATABASE_URL, maxConnections: 8 });
  const sandbox = await startSandbox();
  const paysage: PaysageConfig = { checkoutUrl: `${sandbox.base}/paysage`, gatewayUrl: `${sandbox.base}/paysage`, shopId: '361', secretKey: 'sandbox-secret', testMode: true };
  const port = createSandboxTrading({ baseUrl: sandbox.base, bots: env.STEAM_BOTS });
  const buyer = await db.user.create({ data: { email: `bench-${randomUUID()}@skins.local`, name: 'Bench', surname: 'Buyer', userType: 'buyer' } });
  const connection = workerConnection(env.REDIS_URL);
  const runEnv = { ...env, TRADE_BOT_STEPS_PER_MINUTE: STEPS_PER_MINUTE, TRADE_POLL_MS: 5_000 };
  console.log(`Items that move, against the sandbox's Steam (every offer accepted at once); ${env.STEAM_BOTS.length} bots at ${STEPS_PER_MINUTE} steps a minute each.\n`);

  try {
    // 1. One bot.
    const bots = await db.steamBot.findMany({ where: { steamId: { in: env.STEAM_BOTS.map((bot) => bot.steamId) } }, orderBy: { id: 'asc' } });
    const one = bots[0]!;
    const listings = await seededListings(db, BOT_ORDERS, [one.id]);
    const orderIds = await payAll(listings, (listing) => paidOrder(db, paysage, sandbox.base, buyer.id, listing));
    const runtime = await startTradingRuntime({ db, env: runEnv, port, connection, prefix: `bench-trading-${randomUUID()}`, log: quiet });
    const started = Date.now();
    const finished = await until(async () => (await db.trade.count({ where: { orderId: { in: orderIds }, status: 'done' } })) === orderIds.length, 20 * 60_000);
    const trades = await db.trade.findMany({ where: { orderId: { in: orderIds } }, select: { sentAt: true, doneAt: true } });
    const doneTimes = trades.flatMap((trade) => (trade.doneAt ? [trade.doneAt.getTime()] : [])).sort((a, b) => a - b);
    const firstSent = Math.min(...trades.flatMap((trade) => (trade.sentAt ? [trade.sentAt.getTime()] : [])));
    const lastDone = doneTimes.at(-1) ?? Date.now();
    row(`one bot, ${orderIds.length} orders: delivered (offer accepted, items moved)`, `${doneTimes.length} of ${orderIds.length}${finished ? '' : ' (gave up after 20 min)'}`);
    row('one bot: time from its runtime start to the last delivery', `${((lastDone - started) / 1000).toFixed(1)} s`);
    // Over the whole run, from its first offer sent to its last delivery: the limiter's windows are fixed
    // minutes, so any one minute can show more or less than the pace; the run as a whole cannot.
    row('one bot: deliveries a minute (first offer sent to last delivery)', ((doneTimes.length / (lastDone - firstSent)) * 60_000).toFixed(1));
    row('one bot: its limit, steps a minute (a send, a confirmation, a poll each count)', String(STEPS_PER_MINUTE));
    await runtime.close();

    // 2. 1,000 paid orders over all the bots, all paid before the bots start.
    const many = await seededListings(db, ORDERS, bots.map((bot) => bot.id));
    const paying = Date.now();
    const paidIds = await payAll(many, (listing) => paidOrder(db, paysage, sandbox.base, buyer.id, listing));
    row(`${ORDERS} orders paid at the sandbox and applied (setup, not the goal)`, `${((Date.now() - paying) / 1000).toFixed(1)} s`);
    const all = await startTradingRuntime({ db, env: runEnv, port, connection, prefix: `bench-trading-${randomUUID()}`, log: quiet });
    const start = Date.now();
    const offered = new Set(['sent', 'accepted', 'on_hold', 'protected', 'done']);
    let half = 0;
    const complete = await until(async () => {
      const rows = await db.trade.findMany({ where: { orderId: { in: paidIds } }, select: { status: true } });
      const out = rows.filter((trade) => offered.has(trade.status)).length;
      if (!half && out >= paidIds.length / 2) {
        half = Date.now() - start;
        row(`${ORDERS} paid orders: half have their offer sent after`, `${(half / 1000).toFixed(1)} s`);
      }
      return out === paidIds.length;
    }, 60 * 60_000);
    row(`${ORDERS} paid orders: every one has its offer sent after`, complete ? `${((Date.now() - start) / 1000).toFixed(1)} s` : 'not within an hour');
    const failed = await db.trade.count({ where: { orderId: { in: paidIds }, status: 'failed' } });
    row(`${ORDERS} paid orders: deliveries that failed`, String(failed));
    await all.close();
  } finally {
    connection.disconnect();
    await sandbox.app.close();
    await db.$disconnect();
  }
}

await main();
