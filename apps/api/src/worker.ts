/** The worker process: runs the BullMQ workers and job schedulers until SIGINT/SIGTERM. */
import { createPrismaClient } from '@skins/db';
import closeWithGrace from 'close-with-grace';
import { redactLogLine } from '@skins/shared';
import pino from 'pino';
import { loadEnv } from './config/env.ts';
import { startWorkerRuntime } from './jobs/runtime.ts';
import { developmentLogTransport } from './lib/logger.ts';
import { jobs } from './jobs/registry.ts';
import { tradingPortOf } from './trading/index.ts';

const env = loadEnv();
const log = pino({ level: env.LOG_LEVEL, hooks: { streamWrite: redactLogLine }, ...developmentLogTransport(env) });
const db = createPrismaClient({ databaseUrl: env.DATABASE_URL, maxConnections: 5 });
const runtime = await startWorkerRuntime({ db, env, redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, log, trading: tradingPortOf(env) });

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'worker closing after an error');
  else log.info(`${signal} received, letting running jobs finish`);
  await runtime.close();
  await db.$disconnect();
});
// Only now: whoever waits for this line may send SIGTERM at once, and it must find the handler above.
log.info({ jobs: jobs.map((job) => job.name), trading: env.STEAM_TRADING, bots: runtime.trading?.bots.map((bot) => bot.accountName) }, 'worker started');
