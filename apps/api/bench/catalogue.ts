/**
 * `npm run bench`: the catalogue's speed guards against the seeded million (`npm run db:seed:large`), each
 * api/direct pair in alternating slices so the machine's noise falls on both. Rows print as they are
 * measured (bench/rows.ts), then as one table; nothing here is a test. The parts (PARTS below), options and
 * current numbers: docs/bench-catalogue.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_CURRENCY, itemsListQuerySchema } from '@skins/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { firstPageStatements, readFilterValues } from '../src/catalogue/index.ts';
import { CpuMeter, cpuText, type CpuShare } from './cpu-meter.ts';
import { closedLoop, type LoadStats } from './stats.ts';
import { BenchRows } from './rows.ts';
import { variedQueries } from './varied-filters.ts';

const env = loadEnv();
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BENCH_PORT ?? 3900);
/** BENCH_API_URL: measure a server already running there (bench/floor-server.ts) instead of starting the api. */
const EXTERNAL_API = process.env.BENCH_API_URL;
const BASE = EXTERNAL_API ?? `http://127.0.0.1:${PORT}`;
const FLOOR_BASE = `http://127.0.0.1:${PORT + 1}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SLICES = 3;
const START_WAIT_MS = 1000 * Number(process.env.BENCH_START_WAIT_S ?? 300);
const CONNECTIONS = 32;
const MIN_LISTINGS = Number(process.env.BENCH_MIN_LISTINGS ?? 1_000_000);

/** Three filters and a price sort each, rotated so no single answer dominates. */
const FILTERED_QUERIES = [
  'hero=Pudge&quality=Rare,Mythical&exterior_name=Standard&sort=asc',
  'hero=Axe&quality=Immortal&exterior_name=Standard,Genuine&sort=desc',
  'hero=Juggernaut&type=Weapon&quality=Rare,Mythical,Immortal&sort=desc',
  'item_class=Wearable&quality=Arcana&exterior_name=Standard,Inscribed&sort=asc',
].map((query) => `${query}&limit=16`);

/**
 * The direct side sends its statements over 32 connections, one per caller, as the headline always did (the
 * api's pool holds 10). BENCH_DIRECT_CONNECTIONS=10 gives it the api's connections instead: on a machine
 * shared with other work, three times the PostgreSQL backends can win the direct side a larger CPU share.
 */
const API_POOL_CONNECTIONS = 10;
const DIRECT_CONNECTIONS = Number(process.env.BENCH_DIRECT_CONNECTIONS ?? CONNECTIONS);
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: DIRECT_CONNECTIONS });

/** The parts of a run, in order; `-- --only=headline,search` runs those alone (after the warm-up). */
const PARTS = ['headline', 'filtered', 'filter-data', 'deep-pages', 'price-history', 'search', 'first-load'] as const;
type Part = (typeof PARTS)[number];

function chosenParts(): Set<Part> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return new Set(PARTS);
  const names = only.split(',').filter(Boolean);
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`Unknown --only part(s): ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  return new Set(names as Part[]);
}

async function main() {
  const parts = chosenParts();
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM listings');
  const listings = Number(rows[0]?.n ?? 0);
  if (listings < MIN_LISTINGS) {
    throw new Error(`The database has ${listings.toLocaleString('en-US')} listings; run npm run db:seed:large first (or set BENCH_MIN_LISTINGS).`);
  }
  console.log(
    `Catalogue benchmark: ${listings.toLocaleString('en-US')} listings, ${CONNECTIONS} concurrent callers, ${API_POOL_CONNECTIONS} database connections for the api and ${DIRECT_CONNECTIONS} direct, ${SECONDS} s per side (${SLICES} slices), node ${process.version}\n`,
  );
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '--silent']);
  // Enough distinct combinations that neither side sees one twice within its share of the run.
  const varied = variedQueries(await readFilterValues(pool), 120_000);
  const server = EXTERNAL_API ? null : await startServer();
  const results = new BenchRows();
  const { note, info } = results;
  const part = (name: Part, measure: () => Promise<void>) => (parts.has(name) ? results.part(name, measure) : Promise.resolve());
  try {
    await results.part('warm-up', async () => {
      await load(FILTERED_QUERIES, 4, 3); // JIT, connection pools, the buffer cache
      await load(varied.slice(-4000), 8, 3);
    });

    await part('headline', async () => {
      const floorServer = EXTERNAL_API ? null : await startFloorServer();
      if (floorServer) await load(varied.slice(-4000), 8, 3, { base: FLOOR_BASE }); // its warm-up
      const headline = await sideBySide(varied.slice(0, 100_000), {
        countCached: false,
        floorBase: floorServer ? FLOOR_BASE : undefined,
        pids: { api: server?.pid, floor: floorServer?.pid },
      }).finally(() => floorServer?.kill('SIGTERM'));
      // A guard, not a race: the ratio is set by the single-threaded server beside PostgreSQL and the load
      // generator on the same cores (docs/bench-catalogue.md).
      note('HEADLINE list, new filter combination per request: api/direct >= 0.55', ratioText(headline), headline.api.rps >= 0.55 * headline.direct.rps && headline.api.failures === 0);
      note('  same: p99 < 50 ms at 32 connections', latencyText(headline.api), headline.api.p99 < 50);
      if (headline.floor) info('  same list behind a bare Fastify route (bench/floor-server.ts): api/floor', floorText(headline));
      if (server) {
        info('  CPU per request, api side', cpuText(headline.cpu.api));
        if (headline.floor) info('  CPU per request, floor side', cpuText(headline.cpu.floor));
        info('  CPU per request, direct side', cpuText(headline.cpu.direct));
      }
    });

    await part('filtered', async () => {
      const filtered = await sideBySide(FILTERED_QUERIES, { countCached: true });
      note('list, 3 filters + price sort (answers cached): api/direct >= 0.7', ratioText(filtered), filtered.api.rps >= 0.7 * filtered.direct.rps && filtered.api.failures === 0);
      note('  same: p99 < 50 ms at 32 connections', latencyText(filtered.api), filtered.api.p99 < 50);
      const uncached = await sideBySide(FILTERED_QUERIES, { countCached: true, headers: { 'cache-control': 'no-cache' } });
      info('  same, answer cache skipped (no-cache; counts cached): api/direct', ratioText(uncached));
      info('  same, answer cache skipped: latency', latencyText(uncached.api));
    });

    await part('filter-data', async () => {
      const filterData = await load([''], CONNECTIONS, SECONDS / 2, { route: '/api/items/filter-data' });
      note('filter-data: at least 2,000 requests/s', `${filterData.rps.toFixed(0)} req/s, ${latencyText(filterData)}`, filterData.rps >= 2000 && filterData.failures === 0);
    });

    await part('deep-pages', async () => {
      const first = (await (await fetch(`${BASE}/api/items/list?sort=asc&limit=16`)).json()) as { meta: { total: number; reachable_total?: number } };
      const lastPage = Math.floor(env.LIST_MAX_OFFSET / 16) + 1;
      const past = await fetch(`${BASE}/api/items/list?sort=asc&limit=16&page=${lastPage + 1}`);
      const pastMessage = ((await past.json()) as { errors?: Record<string, string[]> }).errors?.page?.[0] ?? '';
      note(
        'deep pages: capped, and the answer says how far pages reach',
        `meta.reachable_total ${first.meta.reachable_total ?? 'missing'} of ${first.meta.total}; page ${lastPage + 1}: ${past.status} "${pastMessage}"`,
        first.meta.reachable_total === lastPage * 16 && past.status === 422 && pastMessage.length > 0,
      );
      const coldStarted = performance.now();
      await fetch(`${BASE}/api/items/list?sort=asc&limit=16&page=${lastPage}`);
      info(`page ${lastPage}, first visit since listings changed (reads the sort keys once)`, ms(performance.now() - coldStarted));
      const page1 = await load(['sort=asc&limit=16&page=1'], 8, SECONDS / 3);
      const deepest = await load([`sort=asc&limit=16&page=${lastPage}`], 8, SECONDS / 3);
      note(
        `deepest page ${lastPage} within 2x page 1 (p50, 8 conns)`,
        `p50 ${ms(page1.p50)} -> ${ms(deepest.p50)}, p99 ${ms(page1.p99)} -> ${ms(deepest.p99)}`,
        deepest.p50 <= 2 * Math.max(page1.p50, 1),
      );
    });

    await part('price-history', async () => (await import('./price-history.ts')).benchPriceHistory({ base: BASE, pool, seconds: SECONDS, note }));
    await part('search', async () => (await import('./search.ts')).benchSearch({ base: BASE, pool, seconds: SECONDS, rows: results }));
    await part('first-load', async () => {
      const firstLoad = await measureFirstLoad();
      note(
        'product list: scripts + styles as sent (compressed) under 200 kB',
        `${(firstLoad.sentBytes / 1024).toFixed(1)} kB sent (${firstLoad.encodings}) for ${(firstLoad.rawBytes / 1024).toFixed(1)} kB in ${firstLoad.files} files`,
        firstLoad.sentBytes < 200 * 1024 && firstLoad.rawBytes > firstLoad.sentBytes,
      );
      note('products shown within 1.5 s (production build, Chromium)', `median ${ms(firstLoad.medianMs)}, worst ${ms(firstLoad.worstMs)} of 5 loads`, firstLoad.worstMs < 1500);
    });
    info('load average (1 min) at the end', (await loadAverage()).toFixed(2));

    console.log('\nEvery row again:\n');
    for (const line of results.table()) console.log(line);
    if (results.failed) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    await pool.end();
  }
}

interface Pair {
  api: LoadStats;
  direct: LoadStats;
  /** The same queries against bench/floor-server.ts, when it was measured. */
  floor?: LoadStats;
  /** Where each side's CPU went (cpu-meter.ts). */
  cpu: Record<'api' | 'direct' | 'floor', CpuShare>;
}

/**
 * The endpoint and its statements in alternating slices, over the same queries in the same order.
 * `countCached`: the endpoint answers these counts from its cache, so the direct side sends only the page.
 */
async function sideBySide(
  queries: string[],
  {
    countCached,
    headers,
    floorBase,
    pids = {},
  }: { countCached: boolean; headers?: Record<string, string>; floorBase?: string; pids?: { api?: number; floor?: number } },
): Promise<Pair> {
  const plans = queries.map(planOf);
  const api: LoadStats[] = [];
  const direct: LoadStats[] = [];
  const floor: LoadStats[] = [];
  let apiNext = 0;
  let directNext = 0;
  let floorNext = 0;
  const cpu = { api: new CpuMeter(), direct: new CpuMeter(), floor: new CpuMeter() };
  /** Runs a slice, keeps its stats and measures its CPU. */
  const measured = (side: keyof typeof cpu, into: LoadStats[], pid: number | undefined, run: () => Promise<LoadStats>) =>
    cpu[side].measure(pid, async () => {
      const stats = await run();
      into.push(stats);
      return stats.requests;
    });
  const apiSlice = () => measured('api', api, pids.api, () => load(queries, CONNECTIONS, SECONDS / SLICES, { next: () => apiNext++, headers }));
  const floorSlice = async () => {
    if (floorBase) await measured('floor', floor, pids.floor, () => load(queries, CONNECTIONS, SECONDS / SLICES, { next: () => floorNext++, base: floorBase }));
  };
  const directSlice = () =>
    measured('direct', direct, undefined, () =>
      closedLoop(CONNECTIONS, SECONDS / SLICES, async () => {
        const plan = plans[directNext++ % plans.length]!;
        if (countCached) {
          await pool.query(plan.page);
        } else if (plan.sequential) {
          await pool.query(plan.count);
          await pool.query(plan.page);
        } else {
          await pool.query(plan.counted);
        }
      }),
    );
  // Each side goes first in turn: the first slice of a run pays for a cold buffer cache (a freshly seeded
  // database), and always giving that slice to the api cost it half its headline once.
  for (let slice = 0; slice < SLICES; slice++) {
    if (slice % 2 === 0) {
      await directSlice();
      await apiSlice();
    } else {
      await apiSlice();
      await directSlice();
    }
    await floorSlice();
  }
  return {
    api: combine(api),
    direct: combine(direct),
    ...(floorBase ? { floor: combine(floor) } : {}),
    cpu: { api: cpu.api.perRequest(), direct: cpu.direct.perRequest(), floor: cpu.floor.perRequest() },
  };
}

/**
 * What the endpoint sends for a query on a count-cache miss (catalogue/list-items.ts, firstPageStatements),
 * in the default currency with the configured images. The currency table is always cached by the endpoint.
 */
function planOf(raw: string) {
  const query = itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(raw)));
  const { countFirst, count, page, counted } = firstPageStatements(query, { ...DEFAULT_CURRENCY }, env.IMAGE_HOST);
  return { count, page, counted, sequential: countFirst };
}

function combine(slices: LoadStats[]): LoadStats {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    rps: slices.reduce((sum, s) => sum + s.rps, 0) / slices.length,
    // Percentiles do not average: the worst slice's, and the request-weighted median.
    p50: slices.reduce((sum, s) => sum + s.p50 * s.requests, 0) / Math.max(requests, 1),
    p99: Math.max(...slices.map((s) => s.p99)),
    requests,
    failures: slices.reduce((sum, s) => sum + s.failures, 0),
  };
}

/** The api against the least an endpoint can do on this machine: what its own layers cost, beside the SQL. */
function floorText({ api, direct, floor }: Pair) {
  if (!floor) return '';
  return `${floor.rps.toFixed(0)} req/s floor (floor/direct ${(floor.rps / direct.rps).toFixed(2)}, ${floor.failures} failed): api/floor = ${(api.rps / floor.rps).toFixed(2)}`;
}

function ratioText({ api, direct }: Pair) {
  return `${api.rps.toFixed(0)} req/s api vs ${direct.rps.toFixed(0)} direct (p99 ${ms(direct.p99)}): api/direct = ${(api.rps / direct.rps).toFixed(2)}, ${api.failures} failed`;
}

function latencyText(stats: LoadStats) {
  return `p50 ${ms(stats.p50)}, p99 ${ms(stats.p99)}`;
}

function ms(value: number) {
  return `${value.toFixed(1)} ms`;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg()[0]!;
}

async function startServer() {
  // With the young generation production gives it (Dockerfile).
  // TRUST_PROXY: the search bench comes from many addresses (X-Forwarded-For), as visitors behind a balancer do.
  return startProcess('apps/api/src/server.ts', `${BASE}/api/health`, 'The api', {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    API_PORT: String(PORT),
    SERVE_WEB: 'true',
    TRUST_PROXY: '127.0.0.1',
  });
}

/** bench/floor-server.ts beside the api, for the headline's third side. */
function startFloorServer() {
  return startProcess('apps/api/bench/floor-server.ts', `${FLOOR_BASE}/api/items/list?limit=1`, 'The floor server', { NODE_ENV: 'test', FLOOR_PORT: String(PORT + 1) });
}

/**
 * A TypeScript server of the repo, with production's young generation, once `readyUrl` answers OK. It may
 * take START_WAIT_MS (a loaded machine compiles and connects slowly); a server that exits is not waited for.
 */
async function startProcess(script: string, readyUrl: string, name: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (${signal ?? `code ${code}`})`));
  const started = performance.now();
  while (exited === null && performance.now() - started < START_WAIT_MS) {
    try {
      if ((await fetch(readyUrl, { signal: AbortSignal.timeout(5_000) })).ok) {
        console.log(`${name} answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
        return child;
      }
    } catch {
      // not listening yet, or too busy to answer within 5 s
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${name} did not start for the benchmark: ${exited ?? `no answer from ${readyUrl} within ${START_WAIT_MS / 1000} s (BENCH_START_WAIT_S)`}`);
}

interface LoadOptions {
  route?: string;
  /** Every connection takes the next query of one shared sequence. */
  next?: () => number;
  headers?: Record<string, string>;
  /** The server to load; the api's unless given. */
  base?: string;
}

/** autocannon over `queries`. */
async function load(
  queries: string[],
  connections: number,
  seconds: number,
  { route = '/api/items/list', next, headers = {}, base = BASE }: LoadOptions = {},
): Promise<LoadStats> {
  const pathOf = (query: string) => (query ? `${route}?${query}` : route);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: next
      ? [{ setupRequest: (request) => ({ ...request, path: pathOf(queries[next() % queries.length]!) }) }]
      : queries.map((query) => ({ path: pathOf(query) })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function measureFirstLoad() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const times: number[] = [];
  let assets = { sentBytes: 0, rawBytes: 0, files: 0, encodings: new Set<string>() };
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const pending: Array<Promise<{ sent: number; raw: number; encoding: string }>> = [];
      page.on('response', (response) => {
        if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
        pending.push(
          (async () => ({
            sent: (await response.request().sizes()).responseBodySize,
            raw: (await response.body()).length,
            encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
          }))(),
        );
      });
      const started = Date.now();
      await page.goto(`${BASE}/products`, { waitUntil: 'commit' });
      await page.locator('article.product-card').first().waitFor({ state: 'visible', timeout: 10_000 });
      times.push(Date.now() - started);
      const sizes = await Promise.all(pending);
      assets = {
        sentBytes: sizes.reduce((sum, s) => sum + s.sent, 0),
        rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
        files: sizes.length,
        encodings: new Set(sizes.map((s) => s.encoding)),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { ...assets, encodings: [...assets.encodings].join('/'), medianMs: times[2]!, worstMs: times[4]! };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
