/**
 * `npm run bench:deliveries`: deliveries as a service level, through the sandbox's Steam and Paysage and the
 * worker's own trading runtime (per-bot queues at TRADE_BOT_STEPS_PER_MINUTE, its dispatch loop, its polls):
 *   1. capacity: a burst of paid orders over all the bots, and how many offers a minute they send;
 *   2. service: orders arriving one by one at 80 % of that capacity for --minutes, each buyer accepting
 *      --accept-after ms after the offer is out; p50/p99 from payment to offer sent (goal: p99 under 60 s),
 *      and the most offers any bot had out at once, sampled every second (Steam's cap: 30).
 * Uses the development database (`npm run db:seed` first; it sells ~1,000 listings). docs/bench-deliveries.md.
 *
 *   npm run bench:deliveries [-- --minutes=5 --load=0.8 --accept-after=20000 --burst=180 --steps-per-minute=60]
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { buildSandbox, loadConfig, tradeUrlFor } from '@skins/sandbox';
import { STEAM_ID64_BASE } from '@skins/shared';
import { loadEnv } from '../src/config/env.ts';
import { createSandboxTrading, startTradingRuntime } from '../src/trading/index.ts';
import { workerConnection } from '../src/jobs/runtime.ts';
import { reconcileOrder } from '../src/services/orders/reconcile-order.ts';
import { createCheckout, type PaysageConfig } from '../src/services/paysage/client.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    load: { type: 'string', default: '0.8' },
    'accept-after': { type: 'string', default: '20000' },
    burst: { type: 'string' },
    'steps-per-minute': { type: 'string' },
  },
});
const env = loadEnv();
const STEPS_PER_MINUTE = Number(args['steps-per-minute'] ?? env.TRADE_BOT_STEPS_PER_MINUTE);
const MINUTES = Number(args.minutes);
const LOAD = Number(args.load);
const ACCEPT_AFTER_MS = Number(args['accept-after']);
// One minute of every bot's steps: enough to see the pace over the limiter's one-minute windows.
const BURST = Number(args.burst ?? STEPS_PER_MINUTE * env.STEAM_BOTS.length);
const OUT_STATUSES = ['sending', 'unknown', 'awaiting_confirmation', 'sent'] as const;
const quiet = { info: () => undefined, warn: () => undefined, error: (details: object, message: string) => console.error(message, details) };

const row = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

async function startSandbox() {
  const { app } = await buildSandbox(loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'silent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Each Steam user accepts their offer this long after it is out (0: at once), as buyers do in their own time.
  const respond = ACCEPT_AFTER_MS > 0 ? `accept_after:${ACCEPT_AFTER_MS}` : 'accept';
  await fetch(`${base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'steam.trade.respond': respond }) });
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
async function paidOrder(db: PrismaClient, paysage: PaysageConfig, base: string, listing: { id: number; title: string; img_path: string; price: string }) {
  // Each order a buyer of their own, signed in with Steam (their account is proven theirs).
  const steamId = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
  const { id: userId } = await db.user.create({ data: { email: `bench-${randomUUID()}@skins.local`, name: 'Bench', surname: 'Buyer', userType: 'buyer', steamId } });
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

/** The most offers any one bot has out at once, sampled every second while `running`. */
function sampleOffersOut(db: PrismaClient) {
  let most = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const rows = await db.trade.groupBy({ by: ['botId'], where: { status: { in: [...OUT_STATUSES] } }, _count: { _all: true } });
      for (const row of rows) most = Math.max(most, row._count._all);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return { stop: async () => ((stopped = true), await loop, most) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const db = createPrismaClient({ databaseUrl: env.DATABASE_URL, maxConnections: 12 });
  const sandbox = await startSandbox();
  const paysage: PaysageConfig = { checkoutUrl: `${sandbox.base}/paysage`, gatewayUrl: `${sandbox.base}/paysage`, shopId: '361', secretKey: 'sandbox-secret', testMode: true };
  const port = createSandboxTrading({ baseUrl: sandbox.base, bots: env.STEAM_BOTS });
  const connection = workerConnection(env.REDIS_URL);
  const runEnv = { ...env, TRADE_BOT_STEPS_PER_MINUTE: STEPS_PER_MINUTE, TRADE_POLL_MS: 5_000 };
  const bots = await db.steamBot.findMany({ where: { steamId: { in: env.STEAM_BOTS.map((bot) => bot.steamId) } }, orderBy: { id: 'asc' } });
  console.log(`Deliveries against the sandbox's Steam: ${bots.length} bots at ${STEPS_PER_MINUTE} steps a minute each; buyers accept ${ACCEPT_AFTER_MS} ms after the offer is out.\n`);
  const runtime = await startTradingRuntime({ db, env: runEnv, port, connection, prefix: `bench-trading-${randomUUID()}`, log: quiet });
  const sampler = sampleOffersOut(db);
  try {
    // 1. Capacity: a burst over all the bots, paid before it is counted.
    const burst = await seededListings(db, BURST, bots.map((bot) => bot.id));
    const burstIds = await payAll(burst, (listing) => paidOrder(db, paysage, sandbox.base, listing));
    const started = Date.now();
    const sent = new Set(['sent', 'accepted', 'on_hold', 'protected', 'done']);
    const allSent = await until(async () => (await db.trade.count({ where: { orderId: { in: burstIds }, status: { in: [...sent] as never } } })) === burstIds.length, 30 * 60_000);
    const burstTrades = await db.trade.findMany({ where: { orderId: { in: burstIds } }, select: { sentAt: true } });
    const lastSent = Math.max(...burstTrades.flatMap((trade) => (trade.sentAt ? [trade.sentAt.getTime()] : [])));
    const capacity = (burstIds.length / Math.max(1, lastSent - started)) * 60_000;
    row(`capacity: a burst of ${burstIds.length} paid orders, every offer sent after`, allSent ? seconds(lastSent - started) : 'not within 30 min');
    row(`capacity: offers sent a minute by ${bots.length} bots`, capacity.toFixed(1));

    // 2. Service level: orders arriving evenly at LOAD of that capacity.
    const rate = capacity * LOAD;
    const count = Math.round(rate * MINUTES);
    const listings = await seededListings(db, count, bots.map((bot) => bot.id));
    const gapMs = 60_000 / rate;
    row(`service: ${count} orders over ${MINUTES} min at ${(LOAD * 100).toFixed(0)} % of capacity`, `one every ${seconds(gapMs)}`);
    const paying: Array<Promise<number>> = [];
    const begin = Date.now();
    for (const [index, listing] of listings.entries()) {
      const due = begin + index * gapMs;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      paying.push(paidOrder(db, paysage, sandbox.base, listing));
    }
    const orderIds = await Promise.all(paying);
    await until(async () => (await db.trade.count({ where: { orderId: { in: orderIds }, status: { in: [...sent] as never } } })) === orderIds.length, 30 * 60_000);
    const trades = await db.trade.findMany({ where: { orderId: { in: orderIds } }, select: { sentAt: true, status: true, order: { select: { paidAt: true } } } });
    const waits = trades.flatMap((trade) => (trade.sentAt && trade.order?.paidAt ? [trade.sentAt.getTime() - trade.order.paidAt.getTime()] : [])).sort((a, b) => a - b);
    const p99 = percentile(waits, 0.99);
    row('service: offers sent, of the orders paid', `${waits.length} of ${orderIds.length}`);
    row('service: payment to offer sent, p50', seconds(percentile(waits, 0.5)));
    row('service: payment to offer sent, p99 (goal: under 60 s)', `${seconds(p99)} ${p99 < 60_000 ? 'met' : 'NOT MET'}`);
    row('service: payment to offer sent, slowest', seconds(waits.at(-1) ?? 0));
    row('service: deliveries that failed', String(trades.filter((trade) => trade.status === 'failed').length));
  } finally {
    const most = await sampler.stop();
    row('most offers one bot had out at once (Steam\'s cap: 30)', `${most} ${most <= 30 ? 'met' : 'NOT MET'}`);
    await runtime.close();
    connection.disconnect();
    await sandbox.app.close();
    await db.$disconnect();
  }
}

await main();
