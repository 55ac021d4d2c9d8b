/**
 * `npm run bench`: the catalogue's speed goals of issue 3, measured against a database of at least
 * 1,000,000 listings (`npm run db:seed:large` first). Prints one table; nothing here is a test.
 *
 * 1. GET /api/items/list with three filters and a price sort at 32 connections (autocannon), and the same
 *    SQL statements the endpoint runs, sent directly with node-postgres at the same concurrency.
 * 2. Deep pages: page 2,000 against page 1 of the whole catalogue sorted by price.
 * 3. The product list page: JavaScript of its first load (gzip) and the time until products show in
 *    headless Chromium against the production build served by the api.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { itemsListQuerySchema } from '@skins/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { cappedCountStatement, EXACT_COUNT_LIMIT } from '../src/services/items/count-listings.ts';
import { listingWhere } from '../src/services/items/listing-filters.ts';
import { MAX_LIST_OFFSET, pageStatement } from '../src/services/items/list-items.ts';
import { closedLoop, type LoadStats } from './stats.ts';

const env = loadEnv();
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 32;
const MIN_LISTINGS = Number(process.env.BENCH_MIN_LISTINGS ?? 1_000_000);

/** Three filters and a price sort each, rotated so no single answer dominates. */
const FILTERED_QUERIES = [
  'hero=Pudge&quality=Rare,Mythical&exterior_name=Standard&sort=asc',
  'hero=Axe&quality=Immortal&exterior_name=Standard,Genuine&sort=desc',
  'hero=Juggernaut&type=Weapon&quality=Rare,Mythical,Immortal&sort=desc',
  'item_class=Wearable&quality=Arcana&exterior_name=Standard,Inscribed&sort=asc',
].map((query) => `${query}&limit=16`);

const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: CONNECTIONS });

async function main() {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM listings');
  const listings = Number(rows[0]?.n ?? 0);
  if (listings < MIN_LISTINGS) {
    throw new Error(`The database has ${listings.toLocaleString('en-US')} listings; run npm run db:seed:large first (or set BENCH_MIN_LISTINGS).`);
  }
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '--silent']);
  const server = await startServer();
  try {
    const results: string[][] = [];
    const note = (goal: string, measured: string, ok: boolean) => results.push([goal, measured, ok ? 'met' : 'NOT MET']);

    await load(FILTERED_QUERIES, 4, 3); // warm-up: caches, JIT, connection pools
    const api = await load(FILTERED_QUERIES, CONNECTIONS, SECONDS);
    const direct = await directSql(FILTERED_QUERIES, CONNECTIONS, SECONDS);
    note('list, 3 filters + price sort, 32 conns: p99 < 50 ms', `p50 ${ms(api.p50)}, p99 ${ms(api.p99)}`, api.p99 < 50);
    note('list: at least 500 requests/s', `${api.rps.toFixed(0)} req/s (${api.failures} failed)`, api.rps >= 500 && api.failures === 0);
    note(
      'list: at least half the throughput of its SQL run directly',
      `${direct.rps.toFixed(0)} req/s direct (p99 ${ms(direct.p99)}); api/direct = ${(api.rps / direct.rps).toFixed(2)}`,
      api.rps >= direct.rps / 2,
    );
    const uncached = await directSql(FILTERED_QUERIES, CONNECTIONS, SECONDS, { withCount: true });
    results.push(['(info) the same with the count query on every request', `${uncached.rps.toFixed(0)} req/s direct, p99 ${ms(uncached.p99)}`, '']);

    const deep = await fetch(`${BASE}/api/items/list?sort=asc&limit=16&page=2000`);
    const deepBody = (await deep.json()) as { errors?: Record<string, string[]> };
    const capMessage = deepBody.errors?.page?.[0] ?? '';
    note('page 2,000: at most 2x page 1, or capped with a clear error', `${deep.status}: ${capMessage || 'answered'}`, deep.status === 422 && capMessage.length > 0);
    const lastPage = Math.floor(MAX_LIST_OFFSET / 16) + 1;
    const page1 = await load(['sort=asc&limit=16&page=1'], 8, SECONDS / 2);
    const deepest = await load([`sort=asc&limit=16&page=${lastPage}`], 8, SECONDS / 2);
    results.push([
      `(info) deepest allowed page ${lastPage} vs page 1, 8 conns`,
      `p50 ${ms(page1.p50)} -> ${ms(deepest.p50)}, p99 ${ms(page1.p99)} -> ${ms(deepest.p99)}`,
      '',
    ]);

    await (await import('./price-history.ts')).benchPriceHistory({ base: BASE, pool, seconds: SECONDS, note });
    const firstLoad = await measureFirstLoad();
    note('product list JS of the first load under 200 kB gzip', `${(firstLoad.gzipBytes / 1024).toFixed(1)} kB gzip in ${firstLoad.files} files`, firstLoad.gzipBytes < 200 * 1024);
    note('products shown within 1.5 s (production build, Chromium)', `median ${ms(firstLoad.medianMs)}, worst ${ms(firstLoad.worstMs)} of 5 loads`, firstLoad.worstMs < 1500);

    print(listings, results);
  } finally {
    server.kill('SIGTERM');
    await pool.end();
  }
}

function ms(value: number) {
  return `${value.toFixed(1)} ms`;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', API_PORT: String(PORT), SERVE_WEB: 'true' },
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The api did not start for the benchmark');
}

async function load(queries: string[], connections: number, seconds: number): Promise<LoadStats> {
  const result = await autocannon({
    url: BASE,
    connections,
    duration: seconds,
    requests: queries.map((query) => ({ path: `/api/items/list?${query}` })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The statement the endpoint sends for each request, sent straight through node-postgres: the page. (The
 * currency table and the capped count are served from the endpoint's caches; `withCount` adds the count
 * to show what the cache saves.)
 */
async function directSql(queries: string[], connections: number, seconds: number, { withCount = false } = {}): Promise<LoadStats> {
  const plans = await Promise.all(
    queries.map(async (raw) => {
      const query = itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(raw)));
      const filter = { query, rate: '1', categoryIds: null };
      const where = listingWhere(filter);
      const count = cappedCountStatement(where);
      const { rows } = await pool.query<{ n: number }>(count.text, count.values);
      const fewMatches = (rows[0]?.n ?? 0) <= EXACT_COUNT_LIMIT;
      return { count, page: pageStatement(filter, where, 0, fewMatches) };
    }),
  );
  return closedLoop(connections, seconds, async (i) => {
    const plan = plans[i % plans.length]!;
    if (withCount) await pool.query(plan.count.text, plan.count.values);
    await pool.query(plan.page.text, plan.page.values);
  });
}

async function measureFirstLoad() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const dist = path.join(repoRoot, 'apps/web/dist');
  const times: number[] = [];
  let scripts = new Set<string>();
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) loaded.add(url.pathname);
      });
      const started = Date.now();
      await page.goto(`${BASE}/products`, { waitUntil: 'commit' });
      await page.locator('article.product-card').first().waitFor({ state: 'visible', timeout: 10_000 });
      times.push(Date.now() - started);
      scripts = loaded;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const gzipBytes = [...scripts].reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
  times.sort((a, b) => a - b);
  return { gzipBytes, files: scripts.size, medianMs: times[2]!, worstMs: times[4]! };
}

function print(listings: number, rows: string[][]) {
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c]!.length)));
  console.log(`\nCatalogue benchmark: ${listings.toLocaleString('en-US')} listings, ${CONNECTIONS} connections, ${SECONDS} s per run, node ${process.version}\n`);
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  |  '));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
