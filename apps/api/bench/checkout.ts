/**
 * `npm run bench:checkout`: what one checkout and one applied payment cost the api (CPU from /proc, SQL round
 * trips counted by the pg-counter.ts relay, so the api runs unchanged), and how a burst of buyers waits.
 * `--other=<checkout>` alternates rounds with another build on the same database. It sells listings of the
 * development database (`npm run db:seed` first). Method and current numbers: docs/bench-checkout.md.
 *
 *   npm run bench:checkout [-- --buyers=50 --rounds=4 --other=/work/wt/base]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { buildSandbox, loadConfig, tradeUrlFor } from '@skins/sandbox';
import { STEAM_ID64_BASE } from '@skins/shared';
import { loadEnv } from '../src/config/env.ts';
import { createXsrfToken } from '../src/lib/xsrf.ts';
import { createSession } from '../src/services/auth/sessions.ts';
import { startPgCounter, type PgCounter, type PgCounts } from './pg-counter.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '4' },
    other: { type: 'string' },
    port: { type: 'string', default: '3930' },
    // A directory: this side's api writes a V8 CPU profile there when it stops (node --cpu-prof).
    'cpu-prof': { type: 'string' },
    // The api talks to PostgreSQL directly, not through the counting relay (its CPU without the relay's hop).
    direct: { type: 'boolean', default: false },
    // A file: every statement this side's api sends, one per line, with the round and phase it belongs to.
    'log-sql': { type: 'string' },
  },
});
const env = loadEnv();
const BUYERS = Number(args.buyers);
const ROUNDS = Number(args.rounds);
const thisRoot = path.resolve(import.meta.dirname, '../../..');
const TICK_MS = 10; // USER_HZ is 100 on Linux

const TARGET = { checkoutCpuMs: 10, paymentCpuMs: 5, burstP99Ms: 1000 };

interface Side {
  name: string;
  root: string;
  base: string;
  child: ChildProcess;
  counter: PgCounter;
  results: Round[];
}

interface Round {
  p50: number;
  p99: number;
  failures: number;
  checkoutCpuMs: number;
  paymentCpuMs: number;
  checkout: PgCounts;
  payment: PgCounts;
}

interface Buyer {
  userId: number;
  steamId: string;
  cookie: string;
  xsrf: string;
}

/** What the bench is doing now, for --log-sql. */
let phase = 'start';
const sqlLog: string[] = [];

const row = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

function cpuMs(pid: number): number {
  const stat = readStat(pid);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function readStat(pid: number): string {
  return readFileSync(`/proc/${pid}/stat`, 'utf8');
}

async function startSandbox() {
  const { app } = await buildSandbox(loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'silent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function startApi(name: string, root: string, port: number, sandboxBase: string, profileDir?: string): Promise<Side> {
  const counter = await startPgCounter(env.DATABASE_URL, name === 'this' && args['log-sql'] ? (text) => sqlLog.push(`${phase}\t${text.replace(/\s+/g, ' ')}`) : undefined);
  const base = `http://127.0.0.1:${port}`;
  // As production runs it (Dockerfile's young generation, one JSON log line per request, buffered), logs to
  // nowhere. NODE_ENV=test: development's readable log would run pino-pretty in a thread of the api process.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      API_PORT: String(port),
      PUBLIC_API_URL: base,
      DATABASE_URL: args.direct ? env.DATABASE_URL : counter.url,
      REDIS_URL: env.REDIS_URL,
      QUEUE_PREFIX: env.QUEUE_PREFIX,
      SANDBOX_PUBLIC_URL: sandboxBase,
      PAYSAGE_ALLOW_BASIC_NOTIFICATIONS: 'false',
      // Every buyer comes from an address of its own, as real buyers do (the rate limits count per address).
      TRUST_PROXY: '127.0.0.1',
    },
  });
  // A loaded machine starts a TypeScript server slowly: wait up to two minutes.
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).status < 500) return { name, root, base, child, counter, results: [] };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the api of ${root} did not start`);
}

/** Buyers with a session each and one listing (held by a sandbox bot, so payment opens a real delivery) in the cart. */
async function prepareBuyers(db: PrismaClient, count: number): Promise<Buyer[]> {
  const listings = await db.$queryRaw<Array<{ id: number }>>`
    SELECT l.id FROM listings l JOIN bot_assets a ON a.listing_id = l.id
    WHERE l.status = 'available' AND a.status = 'held' AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.listing_id = l.id)
    ORDER BY random() LIMIT ${count}`;
  if (listings.length < count) throw new Error(`Only ${listings.length} listings on sale; run npm run db:seed (or db:reset) first.`);
  return Promise.all(
    listings.map(async ({ id }) => {
      const steamId = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
      const user = await db.user.create({
        data: { email: `bench-${randomUUID()}@skins.local`, name: 'Bench', surname: 'Buyer', userType: 'buyer', emailVerifiedAt: new Date(), steamId },
      });
      await db.cart.create({ data: { userId: user.id, items: { create: [{ listingId: id }] } } });
      const { token } = await createSession(db, user.id, { idleMs: 3_600_000, maxMs: 86_400_000 });
      const xsrf = createXsrfToken(env.SESSION_SECRET, token);
      return { userId: user.id, steamId, cookie: `skins_session=${token}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`, xsrf };
    }),
  );
}

function checkoutBody(buyer: Buyer) {
  return {
    paymentType: 'paysage_widget',
    accept_terms: true,
    name: 'Bench',
    surname: 'Buyer',
    phone: '+372 5555 1234',
    email: 'bench@example.com',
    country: 1,
    city: 'Tallinn',
    address: 'Tornimäe 1',
    postCode: '10145',
    steamId: buyer.steamId,
    tradeUrl: tradeUrlFor(buyer.steamId),
    currency: 'EUR',
  };
}

async function checkoutOne(side: Side, buyer: Buyer, index: number): Promise<{ ms: number; token?: string; orderId?: number }> {
  const started = performance.now();
  const response = await fetch(`${side.base}/api/orders/checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: buyer.cookie,
      'x-xsrf-token': buyer.xsrf,
      'idempotency-key': randomUUID(),
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify(checkoutBody(buyer)),
  });
  const answer = (await response.json()) as { token?: string; order_id?: number; message?: string };
  const elapsed = performance.now() - started;
  if (!response.ok || !answer.token) {
    console.error(`  checkout refused (${response.status}): ${answer.message ?? JSON.stringify(answer).slice(0, 200)}`);
    return { ms: elapsed };
  }
  return { ms: elapsed, token: answer.token, orderId: answer.order_id };
}

async function payAtSandbox(sandboxBase: string, token: string): Promise<void> {
  const paid = await fetch(`${sandboxBase}/paysage/v2/checkout/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, number: '4200000000000000', holder: 'BENCH', exp: '12/39', cvc: '123' }),
  });
  if (paid.status >= 400) throw new Error(`the sandbox refused a payment (${paid.status})`);
}

const delta = (after: PgCounts, before: PgCounts, per: number): PgCounts => ({
  statements: (after.statements - before.statements) / per,
  roundTrips: (after.roundTrips - before.roundTrips) / per,
});

async function runRound(db: PrismaClient, side: Side, sandboxBase: string, count: number, label: string | null): Promise<Round> {
  const buyers = await prepareBuyers(db, count);
  const pid = side.child.pid!;

  phase = `${label ?? 'warm-up'} checkout`;
  const cpu0 = cpuMs(pid);
  const sql0 = side.counter.counts();
  const checkouts = await Promise.all(buyers.map((buyer, index) => checkoutOne(side, buyer, index)));
  const cpu1 = cpuMs(pid);
  const sql1 = side.counter.counts();
  const done = checkouts.filter((c) => c.token);
  const latencies = checkouts.map((c) => c.ms).sort((a, b) => a - b);

  phase = `${label ?? 'warm-up'} payment`;
  const orderIds = done.map((c) => c.orderId!);
  await Promise.all(done.map((c) => payAtSandbox(sandboxBase, c.token!)));
  const deadline = Date.now() + 120_000;
  let completed = 0;
  while (Date.now() < deadline) {
    completed = await db.order.count({ where: { id: { in: orderIds }, status: 'completed' } });
    if (completed === orderIds.length) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cpu2 = cpuMs(pid);
  const sql2 = side.counter.counts();

  const round: Round = {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures: count - done.length,
    checkoutCpuMs: (cpu1 - cpu0) / Math.max(done.length, 1),
    paymentCpuMs: (cpu2 - cpu1) / Math.max(completed, 1),
    checkout: delta(sql1, sql0, Math.max(done.length, 1)),
    payment: delta(sql2, sql1, Math.max(completed, 1)),
  };
  if (label) {
    row(`${label} ${side.name}: ${count} checkouts at once`, `p50 ${ms(round.p50)}, p99 ${ms(round.p99)}, ${round.failures} failed`);
    row(`${label} ${side.name}: api CPU per checkout`, `${ms(round.checkoutCpuMs)}, ${sqlText(round.checkout)}`);
    row(`${label} ${side.name}: api CPU per applied payment`, `${ms(round.paymentCpuMs)}, ${sqlText(round.payment)} (${completed} of ${orderIds.length} completed)`);
  }
  return round;
}

const sqlText = (counts: PgCounts) => (args.direct ? 'SQL not counted (--direct)' : `${counts.statements.toFixed(1)} SQL statements, ${counts.roundTrips.toFixed(1)} round trips`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

function summary(sides: Side[]) {
  console.log(`\nMedians over ${ROUNDS} rounds of ${BUYERS} buyers (targets from issue 29):`);
  for (const side of sides) {
    const rounds = side.results;
    if (rounds.length === 0) {
      row(`${side.name}: no round finished`, '');
      continue;
    }
    const p99 = median(rounds.map((r) => r.p99));
    const checkoutCpu = median(rounds.map((r) => r.checkoutCpuMs));
    const paymentCpu = median(rounds.map((r) => r.paymentCpuMs));
    row(`${side.name}: ${BUYERS} checkouts at once, p99 < 1 s`, `p50 ${ms(median(rounds.map((r) => r.p50)))}, p99 ${ms(p99)}  ${verdict(p99 < TARGET.burstP99Ms)}`);
    row(`${side.name}: api CPU per checkout <= 10 ms`, `${ms(checkoutCpu)}, ${sqlText(rounds[0]!.checkout)}  ${verdict(checkoutCpu <= TARGET.checkoutCpuMs)}`);
    row(`${side.name}: api CPU per applied payment <= 5 ms`, `${ms(paymentCpu)}, ${sqlText(rounds[0]!.payment)}  ${verdict(paymentCpu <= TARGET.paymentCpuMs)}`);
  }
  if (sides.length === 2 && sides.every((side) => side.results.length > 0)) {
    const [a, b] = sides as [Side, Side];
    const ratio = (pick: (r: Round) => number) => (median(a.results.map(pick)) / median(b.results.map(pick))).toFixed(2);
    row(`${a.name}/${b.name}`, `CPU per checkout ${ratio((r) => r.checkoutCpuMs)}x, per payment ${ratio((r) => r.paymentCpuMs)}x, burst p99 ${ratio((r) => r.p99)}x`);
  }
}

async function main() {
  const db = createPrismaClient({ databaseUrl: env.DATABASE_URL, maxConnections: 8 });
  const sandbox = await startSandbox();
  const sides: Side[] = [];
  try {
    const port = Number(args.port);
    sides.push(await startApi('this', thisRoot, port, sandbox.base, args['cpu-prof']));
    if (args.other) sides.push(await startApi('other', path.resolve(args.other), port + 1, sandbox.base));
    console.log(`Checkout and payment through the api (${sides.map((s) => `${s.name} = ${s.root}`).join(', ')}); sandbox Paysage, ${BUYERS} buyers a round.\n`);
    // Warm-up: JIT, connection pools, the first requests' lazy work.
    for (const side of sides) await runRound(db, side, sandbox.base, 10, null);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order (a b, b a, ...) so a slow minute of the machine falls on both sides alike.
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        // A round that fails is said and skipped: the rounds measured before and after it still count.
        try {
          side.results.push(await runRound(db, side, sandbox.base, BUYERS, `round ${round + 1}`));
        } catch (error) {
          row(`round ${round + 1} ${side.name}: failed`, (error as Error).message);
        }
      }
    }
    summary(sides);
    if (args['log-sql']) writeFileSync(args['log-sql'], `${sqlLog.join('\n')}\n`);
  } finally {
    await Promise.all(sides.map(async (side) => {
      const exited = new Promise((resolve) => side.child.once('exit', resolve));
      side.child.kill('SIGTERM');
      await exited;
      await side.counter.close();
    }));
    await sandbox.app.close();
    await db.$disconnect();
  }
}

await main();
