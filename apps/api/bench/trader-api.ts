/**
 * `npm run bench:trader-api`: the trader API's list (GET /api/trader/v1/items, a key per request) beside the
 * web's list (GET /api/items/list) over the same filters, in alternating slices so the machine's noise falls
 * on both; once with the answers the catalogue keeps, once with them skipped (Cache-Control: no-cache).
 * Runs against BENCH_URL (an api already listening, say `npm start`'s) and its database. Each key may make
 * TRADER_API_LIMITS.readsPerSecond reads, so the run makes enough keys that the limit never refuses (BENCH_KEYS,
 * straight into the database, past the per-user cap, for one bench user), and no more than that: keys idle for
 * 5 minutes leave the api's memory and would each be read from the database again. They are deleted at the end.
 * The warm-up uses every key once, a few at a time, as a trader's program starting would: an address may only
 * have so many unknown keys looked up at once. BENCH_API_PID (the api's process id) adds each side's CPU per
 * request (cpu-meter.ts). Numbers: docs/bench-trader-api.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TRADER_API_PREFIX } from '@skins/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { CpuMeter, cpuText } from './cpu-meter.ts';

const env = loadEnv();
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${env.API_PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLICES = 3;
const CONNECTIONS = 32;
const API_PID = process.env.BENCH_API_PID ? Number(process.env.BENCH_API_PID) : undefined;

/** Filters and sorts the web list is benched with (catalogue.ts), rotated so no single answer dominates. */
const QUERIES = [
  'hero=Pudge&quality=Rare,Mythical&exterior_name=Standard&sort=asc',
  'hero=Axe&quality=Immortal&exterior_name=Standard,Genuine&sort=desc',
  'hero=Juggernaut&type=Weapon&quality=Rare,Mythical,Immortal&sort=desc',
  'item_class=Wearable&quality=Arcana&exterior_name=Standard,Inscribed&sort=asc',
  'sort=asc',
  '',
].map((query) => `${query}${query ? '&' : ''}limit=16`);

interface Side {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  limited: number;
}

async function makeKeys(pool: pg.Pool, count: number): Promise<{ keys: string[]; userId: number }> {
  const email = `trader-bench-${Date.now()}@bench.test`;
  const { rows } = await pool.query<{ id: number }>(`INSERT INTO users (email, name, updated_at) VALUES ($1, 'Bench', now()) RETURNING id`, [email]);
  const userId = rows[0]!.id;
  const keys: string[] = [];
  const values: unknown[] = [];
  for (let index = 0; index < count; index++) {
    const publicId = randomBytes(8).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    keys.push(`sk_live_${publicId}_${secret}`);
    values.push(userId, publicId, `bench ${index}`, createHash('sha256').update(secret).digest('hex'));
  }
  const placeholders = keys.map((_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, 'read', $${index * 4 + 4})`).join(', ');
  await pool.query(`INSERT INTO trader_api_keys (user_id, public_id, name, scope, secret_hash) VALUES ${placeholders}`, values);
  return { keys, userId };
}

async function measure(paths: string[], seconds: number, headers: Record<string, string>, keys?: string[], shape: { connections?: number; amount?: number } = {}): Promise<Side> {
  let next = 0;
  const requests = [
    {
      setupRequest: (request: { path: string; headers?: Record<string, string> }) => {
        const index = next++;
        request.path = paths[index % paths.length]!;
        request.headers = { ...request.headers, ...headers, ...(keys ? { authorization: `Bearer ${keys[index % keys.length]!}` } : {}) };
        return request;
      },
    },
  ];
  const load = shape.amount ? { amount: shape.amount } : { duration: seconds };
  const result = await autocannon({ url: BASE, connections: shape.connections ?? CONNECTIONS, ...load, requests: requests as never });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    limited: (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['429']?.count ?? 0,
  };
}

function combine(slices: Side[]): Side {
  const sum = (pick: (side: Side) => number) => slices.reduce((total, side) => total + pick(side), 0);
  return { requests: sum((s) => s.requests), rps: sum((s) => s.rps) / slices.length, p50: sum((s) => s.p50) / slices.length, p99: Math.max(...slices.map((s) => s.p99)), failures: sum((s) => s.failures), limited: sum((s) => s.limited) };
}

async function sideBySide(headers: Record<string, string>, keys: string[]): Promise<{ web: Side; trader: Side; cpu: { web: CpuMeter; trader: CpuMeter } }> {
  const web: Side[] = [];
  const trader: Side[] = [];
  const cpu = { web: new CpuMeter(), trader: new CpuMeter() };
  const measured = (into: Side[], meter: CpuMeter, run: () => Promise<Side>) =>
    meter.measure(API_PID, async () => {
      const side = await run();
      into.push(side);
      return side.requests;
    });
  for (let slice = 0; slice < SLICES; slice++) {
    const runWeb = () => measured(web, cpu.web, () => measure(QUERIES.map((query) => `/api/items/list?${query}`), SECONDS / SLICES, headers));
    const runTrader = () => measured(trader, cpu.trader, () => measure(QUERIES.map((query) => `${TRADER_API_PREFIX}/items?${query}`), SECONDS / SLICES, headers, keys));
    if (slice % 2 === 0) {
      await runWeb();
      await runTrader();
    } else {
      await runTrader();
      await runWeb();
    }
  }
  return { web: combine(web), trader: combine(trader), cpu };
}

const text = (side: Side) => `${side.rps.toFixed(0)} req/s, p50 ${side.p50.toFixed(1)} ms, p99 ${side.p99.toFixed(1)} ms, ${side.failures} failed (${side.limited} limited)`;

async function main() {
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM listings WHERE status = 'available'`);
  // Room for 30,000 requests a second within the per-key limit (fewer keys let a fast run pass cheap 429s off as
  // speed); every key is used within the api's 5 minutes of memory, as a trader's busy keys would be.
  const count = Number(process.env.BENCH_KEYS ?? 3000);
  console.log(`Trader API list beside the web list: ${BASE}, ${Number(rows[0]?.n ?? 0).toLocaleString('en-US')} listings on sale, ${CONNECTIONS} connections, ${SECONDS} s per side (${SLICES} slices), ${count} keys, node ${process.version}\n`);
  const { keys, userId } = await makeKeys(pool, count);
  try {
    const traderPaths = QUERIES.map((query) => `${TRADER_API_PREFIX}/items?${query}`);
    await measure(traderPaths, 0, {}, keys, { connections: 8, amount: keys.length }); // every key once
    await measure(traderPaths, 3, {}, keys); // warm-up
    for (const [label, headers] of [
      ['answers kept', {}],
      ['answers skipped (no-cache)', { 'cache-control': 'no-cache' }],
    ] as const) {
      const { web, trader, cpu } = await sideBySide(headers, keys);
      const ok = trader.rps >= 0.8 * web.rps && trader.failures === 0;
      console.log(`${ok ? 'met    ' : 'NOT MET'}  list, ${label}: trader API / web >= 0.8: ${(trader.rps / web.rps).toFixed(2)}`);
      console.log(`         web    ${text(web)}`);
      console.log(`         trader ${text(trader)}`);
      if (API_PID !== undefined) {
        console.log(`         CPU per request, web:    ${cpuText(cpu.web.perRequest())}`);
        console.log(`         CPU per request, trader: ${cpuText(cpu.trader.perRequest())}`);
      }
      if (!ok) process.exitCode = 1;
    }
  } finally {
    await pool.query('DELETE FROM users WHERE id = $1', [userId]);
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
