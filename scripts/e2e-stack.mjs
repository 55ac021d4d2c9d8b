#!/usr/bin/env node
// The stack the end-to-end tests run against (Playwright's webServer starts it): a freshly seeded
// database of its own, the production build of the web app served by the api on one origin (port 3100),
// the worker and the sandbox on their own ports, so a developer's `npm start` can keep running beside it.
import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { loadDotEnv, repoRoot, run, step } from './lib/shell.mjs';

loadDotEnv();
const port = process.env.E2E_PORT ?? '3100';
const origin = `http://127.0.0.1:${port}`;
// The Vite dev server the `dev-server` Playwright project drives (apps/web/playwright.config.ts) proxies to
// this api from its own origin, as `npm start` does from :5173; the api trusts both for CORS and CSRF.
const devOrigin = `http://127.0.0.1:${process.env.E2E_DEV_PORT ?? String(Number(port) + 5)}`;
const redis = new URL(process.env.E2E_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
if (!process.env.E2E_REDIS_URL) redis.pathname = '/2';

const seedListings = process.env.E2E_SEED_LISTINGS ?? '2000';
const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // The sandbox too: at .env's info it logs each of the bots' polls, several a second, into the test output.
  SANDBOX_LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_e2e',
  REDIS_URL: redis.toString(),
  // Per port: two e2e stacks side by side must not take each other's jobs from the shared Redis.
  QUEUE_PREFIX: `e2e-${port}`,
  API_HOST: '127.0.0.1',
  API_PORT: port,
  SERVE_WEB: 'true',
  PUBLIC_WEB_URL: origin,
  PUBLIC_API_URL: origin,
  CORS_ORIGINS: `${origin},${devOrigin}`,
  SEED_LISTINGS: seedListings,
  // The pages reach half the catalogue, so the whole list stops at the cap (as a million listings do) while a
  // filter stays below it: the walks see both answers.
  LIST_MAX_OFFSET: String(Math.floor(Number(seedListings) / 2)),
  SANDBOX_PORT: process.env.E2E_SANDBOX_PORT ?? '4110',
  SANDBOX_SMTP_PORT: process.env.E2E_SANDBOX_SMTP_PORT ?? '1125',
  SANDBOX_PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '4110'}`,
  // Item icons from the sandbox's stand-in for Valve's CDN, as production loads them from the real one.
  IMAGE_HOST: `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '4110'}/cdn/`,
  // The bots notice an offer answered on the sandbox's trade page within a second, and keep pace with a
  // suite that buys many items.
  TRADE_POLL_MS: '1000',
  TRADE_BOT_STEPS_PER_MINUTE: '600',
  // The worker's schedules at a quarter of their period (a watchlist run every 5 s, receipts every 1.25 s):
  // the walks wait for what those runs do, and at full length most of a walk was waiting for the next run.
  JOB_EVERY_SCALE: '0.25',
  // Every walk's buyer signs up from 127.0.0.1, and a retried walk signs up again: the production limit of 10
  // an hour per address refused the suite's twelfth (apps/api/test covers that limit itself).
  REGISTER_PER_IP_PER_HOUR: '200',
};

step('e2e: database (reset and seed)');
// `npm test` generated the client before it started this stack beside vitest, whose files import it: a second
// generation would rewrite the files under them.
if (process.env.DB_GENERATED !== '1') run('npm', ['run', 'db:generate'], { env });
run('npm', ['run', 'db:reset'], { env });
// The stack's own Redis database starts empty as well: rate-limit counters and queues left by an earlier
// run (within the hour) would otherwise refuse this run's sign-ups.
const redisClient = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
await redisClient.connect();
await redisClient.flushdb();
redisClient.disconnect();
// Only the web app: the api, worker and sandbox below run from source, so the server bundles are not needed.
step('e2e: building the web app');
run('npm', ['run', 'build', '-w', '@skins/web', '--silent'], { env });

let stopping = false;
const children = [
  ['api', ['--import', 'tsx', 'apps/api/src/server.ts']],
  ['worker', ['--import', 'tsx', 'apps/api/src/worker.ts']],
  ['sandbox', ['--import', 'tsx', 'apps/sandbox/src/server.ts']],
].map(([name, args]) => {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`e2e stack: ${name} exited (${code ?? signal}); stopping the stack`);
      stop(1);
    }
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
