/**
 * The trading engine's part of the worker (trading): each bot has its own BullMQ queue with
 * a global concurrency of 1, so one job at a time works on a bot however many workers run, and a rate limit
 * of TRADE_BOT_STEPS_PER_MINUTE jobs (steps); Steam's own "slow down" (HTTP 429, EResult 25/84) pauses that bot's
 * queue for as long as Steam asked. A dispatch loop hands due trades and due polls to the bots' queues
 * (deduplicated, so a trade is never queued twice); every worker runs one, and the leases in due-work.ts
 * keep them from handing out the same trade. Each bot's custody check (its Steam inventory against the shop's
 * record, reconcile-inventory.ts) runs in the same queue every TRADE_INVENTORY_CHECK_MS.
 */
import type { PrismaClient, SteamBot } from '@skins/db';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Env } from '../config/env.ts';
import { advanceTrade } from './engine/advance-trade.ts';
import { syncBots } from './steam/bots.ts';
import { tradingSettings, type TradingContext, type TradingLog } from './engine/context.ts';
import { botsDueForInventoryCheck, botsDueForPoll, leaseDueTrades } from './engine/due-work.ts';
import { pollBot } from './engine/poll-bot.ts';
import type { TradingPort } from './steam/port.ts';
import { reconcileBotInventory } from './custody/reconcile-inventory.ts';
import { BotRateLimited } from './engine/trade-trouble.ts';

export interface TradingRuntimeOptions {
  db: PrismaClient;
  env: Env;
  port: TradingPort;
  connection: ConnectionOptions;
  prefix: string;
  log: TradingLog;
  /** How often due work is handed out (ms). */
  dispatchEveryMs?: number;
}

export interface TradingRuntime {
  bots: SteamBot[];
  queues: Map<number, Queue>;
  /** Hands out due work now (also runs on its own timer). */
  dispatch: () => Promise<{ trades: number; polls: number }>;
  close: () => Promise<void>;
}

export const botQueueName = (botId: number) => `trading-bot-${botId}`;

/** BullMQ priorities: a lower number runs first. */
const POLL_PRIORITY = 1;
const STEP_PRIORITY = 5;

export async function startTradingRuntime({ db, env, port, connection, prefix, log, dispatchEveryMs = 1_000 }: TradingRuntimeOptions): Promise<TradingRuntime> {
  const bots = await syncBots(db, port.bots);
  const context: TradingContext = { db, port, settings: tradingSettings(env), log };
  const queues = new Map<number, Queue>();
  const workers: Worker[] = [];

  for (const bot of bots) {
    const name = botQueueName(bot.id);
    const queue = new Queue(name, { connection, prefix });
    queue.on('error', (error) => log.warn({ err: error, queue: name }, 'trading queue connection error'));
    await queue.setGlobalConcurrency(1);
    queues.set(bot.id, queue);
    const worker: Worker = new Worker(
      name,
      async (job) => {
        try {
          if (job.name === 'poll') return await pollBot(context, bot.id);
          if (job.name === 'inventory') return await reconcileBotInventory(context, await db.steamBot.findUniqueOrThrow({ where: { id: bot.id } }));
          return await advanceTrade(context, Number((job.data as { tradeId: number }).tradeId));
        } catch (error) {
          if (error instanceof BotRateLimited) {
            // Steam asked this bot to wait: the whole queue waits, and this job runs again after.
            await worker.rateLimit(error.retryAfterMs);
            throw Worker.RateLimitError();
          }
          throw error;
        }
      },
      {
        connection,
        prefix,
        concurrency: 1,
        limiter: { max: env.TRADE_BOT_STEPS_PER_MINUTE, duration: 60_000 },
        // A worker killed mid-step gives its bot back within seconds (its job is found stalled and run again,
        // which settles a half-done send by looking for the offer). The lock is renewed while a step runs.
        lockDuration: 10_000,
        stalledInterval: 5_000,
        removeOnComplete: { count: 200 },
        removeOnFail: { count: 500 },
      },
    );
    worker.on('failed', (job, error) => log.error({ job: job?.name, jobId: job?.id, bot: bot.accountName, err: error }, 'trading job failed'));
    worker.on('error', (error) => log.warn({ err: error, queue: name }, 'trading worker connection error'));
    workers.push(worker);
  }

  const dispatch = async () => {
    const due = await leaseDueTrades(db);
    for (const trade of due) {
      await queues.get(trade.botId)?.add('advance', { tradeId: trade.id }, { deduplication: { id: `trade-${trade.id}` }, priority: STEP_PRIORITY, removeOnComplete: true, removeOnFail: { count: 100 } });
    }
    // A poll goes before the steps waiting in the bot's queue: with hundreds of offers to send, answers that
    // came in must still be recorded within a poll's period, not after the whole backlog.
    const polls = await botsDueForPoll(db, env.TRADE_POLL_MS);
    for (const botId of polls) await queues.get(botId)?.add('poll', {}, { deduplication: { id: `poll-${botId}` }, priority: POLL_PRIORITY, removeOnComplete: true, removeOnFail: { count: 100 } });
    const checks = await botsDueForInventoryCheck(db, env.TRADE_INVENTORY_CHECK_MS);
    for (const botId of checks) await queues.get(botId)?.add('inventory', {}, { deduplication: { id: `inventory-${botId}` }, priority: STEP_PRIORITY, removeOnComplete: true, removeOnFail: { count: 100 } });
    return { trades: due.length, polls: polls.length };
  };

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatch()
      .catch((error: unknown) => log.warn({ err: error }, 'trading dispatch failed; trying again'))
      .finally(() => {
        running = false;
      });
  }, dispatchEveryMs);
  timer.unref();

  return {
    bots,
    queues,
    dispatch,
    close: async () => {
      clearInterval(timer);
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
}
