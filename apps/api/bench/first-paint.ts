/**
 * `npm run bench:first-paint -- --other=/path/to/another/checkout`: the first visit of the product list in
 * headless Chromium, this checkout's production build against another's, each from its own api on one
 * database, loaded in turn in fresh contexts so noise falls on both. What each load measures, the options
 * and current numbers: docs/bench-first-paint.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { loadEnv } from '../src/config/env.ts';
import { percentile } from './stats.ts';

loadEnv();
const here = path.resolve(import.meta.dirname, '../../..');
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const other = option('other');
const RUNS = Number(option('runs') ?? 8);
const PAGE = option('path') ?? '/products';
const PORT = Number(process.env.BENCH_PORT ?? 3910);
const START_WAIT_MS = Number(process.env.BENCH_START_WAIT_MS ?? 120_000);
const GOALS = { firstPaint: 500, firstCard: 1000, devFirstCard: 2000 };
/** `--dev`: each checkout's Vite dev server (what `npm start` serves) in front of its api, instead of the build. */
const DEV = process.argv.includes('--dev');

interface Side {
  name: string;
  root: string;
  base: string;
  server?: ChildProcess;
  /** With --dev: the Vite dev server, at `base`; the api is at `api`. */
  dev?: ChildProcess;
  api?: string;
}

interface Load {
  /** The browser's first frame with anything in it (the page's background, say). */
  anyPaint: number;
  /** Its first frame with text, an image or an SVG: what "first paint" means for the goal. */
  firstPaint: number;
  skeletons: number;
  firstCard: number;
  /** When the first card's picture had arrived (its resource timing's end). */
  firstImage: number;
  apiSent: number;
  apiRaw: number;
  apiCalls: number;
}

/** Runs in the page before its own scripts: notes when the skeletons and the first product card arrive. */
const OBSERVE_CARDS = `(() => {
  const marks = (window.__benchMarks = {});
  const note = (name) => requestAnimationFrame(() => { marks[name] ??= performance.now(); });
  new MutationObserver(() => {
    if (!('skeletons' in marks) && document.querySelector('.product-card--skeleton')) note('skeletons');
    if (!('firstCard' in marks) && document.querySelector('article.product-card')) note('firstCard');
  }).observe(document, { childList: true, subtree: true });
})();`;

async function main() {
  if (!other) throw new Error('Name the build to compare with: --other=/path/to/another/checkout (e.g. /work/wt/base).');
  const sides: Side[] = [
    { name: 'this', root: here, base: `http://127.0.0.1:${PORT}` },
    { name: path.basename(path.resolve(other)), root: path.resolve(other), base: `http://127.0.0.1:${PORT + 1}` },
  ];
  if (DEV) return measureDevServers(sides);
  const build = !process.argv.includes('--no-build');
  for (const side of sides) {
    const hasBuild = fs.existsSync(path.join(side.root, 'apps/web/dist/index.html'));
    if ((build && side.root === here) || !hasBuild) run(side.root, 'npm', ['run', 'build', '-w', '@skins/web', '--silent']);
  }
  try {
    await Promise.all(sides.map(async (side) => (side.server = await startApi(side))));
    const results = new Map<string, Load[]>(sides.map((side) => [side.name, []]));
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    console.log(`First paint of ${PAGE}: ${RUNS} loads per build, alternating, fresh context each (node ${process.version})`);
    console.log('load  build        any paint  first paint  skeletons  first card  first image  /api JSON sent / parsed (calls)');
    try {
      // One throwaway load each, so neither side pays for the servers' first requests.
      for (const side of sides) await loadPage(browser, side.base).catch(() => undefined);
      for (let i = 0; i < RUNS; i++) {
        const order = i % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          try {
            const load = await loadPage(browser, side.base);
            results.get(side.name)!.push(load);
            console.log(
              `${String(i + 1).padStart(4)}  ${side.name.padEnd(11)}  ${ms(load.anyPaint).padStart(9)}  ${ms(load.firstPaint).padStart(11)}  ${ms(load.skeletons).padStart(9)}  ${ms(load.firstCard).padStart(10)}  ${ms(load.firstImage).padStart(11)}  ${kb(load.apiSent)} / ${kb(load.apiRaw)} (${load.apiCalls})`,
            );
          } catch (error) {
            console.log(`${String(i + 1).padStart(4)}  ${side.name.padEnd(11)}  failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
    summarise(sides, results);
  } finally {
    for (const side of sides) side.server?.kill();
  }
}

async function loadPage(browser: Browser, base: string, timeout = 15_000): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(OBSERVE_CARDS);
    const page = await context.newPage();
    const sizes: Array<Promise<{ sent: number; raw: number }>> = [];
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/') || request.url().includes('/api/images/')) return;
      sizes.push(
        (async () => {
          const response = await request.response();
          return { sent: (await request.sizes()).responseBodySize, raw: response ? (await response.body()).length : 0 };
        })().catch(() => ({ sent: Number.NaN, raw: Number.NaN })), // an answer still arriving when a failed load closed its page
      );
    });
    await page.goto(`${base}${PAGE}`, { waitUntil: 'commit' });
    await page.locator('article.product-card').first().waitFor({ state: 'visible', timeout });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const marks = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const anyPaint = performance.getEntriesByName('first-paint')[0];
      const noted = (globalThis as unknown as { __benchMarks: Record<string, number> }).__benchMarks;
      return { anyPaint: anyPaint?.startTime ?? Number.NaN, firstPaint: paint?.startTime ?? Number.NaN, skeletons: noted.skeletons ?? Number.NaN, firstCard: noted.firstCard ?? Number.NaN };
    });
    const firstImage = await page
      .locator('article.product-card img')
      .first()
      .evaluate(
        // Typed by hand: the api's TypeScript has no DOM library. No named functions inside: tsx would wrap
        // them in a helper the page does not have.
        (image: { currentSrc: string; complete: boolean; addEventListener: (type: 'load', listener: () => void, options: { once: boolean }) => void }) =>
          new Promise<number>((resolve) => {
            if (image.complete) resolve((performance.getEntriesByName(image.currentSrc)[0] as { responseEnd?: number } | undefined)?.responseEnd ?? Number.NaN);
            else image.addEventListener('load', () => resolve((performance.getEntriesByName(image.currentSrc)[0] as { responseEnd?: number } | undefined)?.responseEnd ?? Number.NaN), { once: true });
          }),
      )
      .catch(() => Number.NaN);
    const answers = await Promise.all(sizes);
    return {
      ...marks,
      firstImage,
      apiSent: answers.reduce((sum, answer) => sum + answer.sent, 0),
      apiRaw: answers.reduce((sum, answer) => sum + answer.raw, 0),
      apiCalls: answers.length,
    };
  } finally {
    await context.close();
  }
}

function summarise(sides: Side[], results: Map<string, Load[]>) {
  const p50 = (loads: Load[], key: keyof Load) => percentile(loads.map((load) => load[key]).filter(Number.isFinite).sort((a, b) => a - b), 0.5);
  const [mine, theirs] = sides.map((side) => results.get(side.name)!);
  console.log(`\np50 over ${RUNS} loads each  ${sides.map((side) => side.name.padStart(12)).join('')}  this/other`);
  for (const [label, key] of [
    ['any paint (first-paint)', 'anyPaint'],
    ['first paint (contentful)', 'firstPaint'],
    ['skeletons', 'skeletons'],
    ['first card', 'firstCard'],
    ['first card\'s image', 'firstImage'],
    ['/api JSON sent', 'apiSent'],
    ['/api JSON parsed', 'apiRaw'],
  ] as const) {
    const a = p50(mine!, key);
    const b = p50(theirs!, key);
    const show = key.startsWith('api') ? kb : ms;
    console.log(`${label.padEnd(26)}  ${show(a).padStart(12)}${show(b).padStart(12)}  ${(a / b).toFixed(2)}x`);
  }
  const paint = p50(mine!, 'firstPaint');
  const card = p50(mine!, 'firstCard');
  console.log(`goal: first (contentful) paint under ${GOALS.firstPaint} ms: ${ms(paint)}, ${paint < GOALS.firstPaint ? 'met' : 'NOT MET'}`);
  console.log(`goal: first card under ${GOALS.firstCard} ms: ${ms(card)}, ${card < GOALS.firstCard ? 'met' : 'NOT MET'}`);
}

/**
 * `npm start`'s first visit: each side's api and a freshly started Vite dev server, then loads in turn in fresh
 * browser contexts. The first load of each is the first visit after start (nothing transformed on request yet
 * but what the server warms itself); the rest show a cold browser against a warm server.
 */
async function measureDevServers(sides: Side[]) {
  sides.forEach((side, i) => {
    side.api = `http://127.0.0.1:${PORT + i}`;
    side.base = `http://127.0.0.1:${PORT + 10 + i}`;
  });
  const results = new Map<string, Load[]>(sides.map((side) => [side.name, []]));
  try {
    await Promise.all(sides.map(async (side) => (side.server = await startApi(side))));
    for (const side of sides) side.dev = await startVite(side);
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
    console.log(`Dev server (Vite, StrictMode), first card of ${PAGE}: ${RUNS} loads per checkout, alternating, fresh context each; load 1 is the first visit after start`);
    console.log('load  checkout     first paint  first card  /api calls');
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const side of i % 2 === 0 ? sides : [...sides].reverse()) {
          try {
            const load = await loadPage(browser, side.base, 60_000);
            results.get(side.name)!.push(load);
            console.log(`${String(i + 1).padStart(4)}  ${side.name.padEnd(11)}  ${ms(load.firstPaint).padStart(11)}  ${ms(load.firstCard).padStart(10)}  ${load.apiCalls}`);
          } catch (error) {
            console.log(`${String(i + 1).padStart(4)}  ${side.name.padEnd(11)}  failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const side of sides) {
      side.dev?.kill();
      side.server?.kill();
    }
  }
  for (const side of sides) {
    const loads = results.get(side.name)!;
    const cards = loads.slice(1).map((load) => load.firstCard).filter(Number.isFinite).sort((a, b) => a - b);
    const first = loads[0]?.firstCard ?? Number.NaN;
    console.log(`dev server ${side.name}: first visit after start, first card ${ms(first)}; then p50 ${ms(percentile(cards, 0.5))}; goal under ${GOALS.devFirstCard} ms: ${first < GOALS.devFirstCard ? 'met' : 'NOT MET'}`);
  }
}

/** The side's Vite dev server as `npm start` runs it, proxying to the side's api; resolves once it answers. */
async function startVite(side: Side): Promise<ChildProcess> {
  const port = new URL(side.base).port;
  // Its own node, not npx, so killing the child stops the server. --force: no pre-bundle from an earlier run.
  const child = spawn(process.execPath, [path.join(side.root, 'node_modules/vite/bin/vite.js'), '--port', port, '--strictPort', '--force'], {
    cwd: path.join(side.root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_PORT: port, API_PROXY_TARGET: side.api },
  });
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The dev server of ${side.root} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${side.base}/@vite/client`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`The dev server of ${side.root} did not answer within ${START_WAIT_MS / 1000} s`);
}

/** The api of the checkout at `side.root`, serving its web build; resolves once it answers. */
async function startApi(side: Side): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: side.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      API_PORT: new URL(side.api ?? side.base).port,
      SERVE_WEB: side.api ? 'false' : 'true',
      // Images from the api itself, so no outside host takes part in the timing.
      IMAGE_HOST: '/api/images/',
    },
  });
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The api of ${side.root} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${side.api ?? side.base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`The api of ${side.root} did not answer within ${START_WAIT_MS / 1000} s (BENCH_START_WAIT_MS)`);
}

function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : '-');

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
