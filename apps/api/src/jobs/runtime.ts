/**
 * The worker runtime: one BullMQ Worker per queue dispatching by job name, a job scheduler for every job
 * with `every`, and a watchdog that re-creates schedulers Redis lost. worker.ts runs it as a process; tests
 * start it in-process with their own prefix.
 */
import os from 'node:os';
import type { PrismaClient } from '@skins/db';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import { startTradingRuntime, type TradingRuntime } from '../trading/index.ts';
import type { TradingPort } from '../trading/index.ts';
import { parsePayload, QUEUES, requestIdOf, type JobContext, type QueueName } from './define-job.ts';
import { jobsByName } from './registry.ts';
import { scheduledJobs, startSchedulerWatchdog, upsertScheduler, type SchedulerWatchdog } from './schedulers.ts';

/** A logger that can make a child with bindings (pino's); plain test loggers are used as they are. */
export type RuntimeLog = JobContext['log'] & { child?: (bindings: Record<string, unknown>) => JobContext['log'] };

export interface WorkerRuntimeOptions {
  db: PrismaClient;
  env: Env;
  redisUrl: string;
  prefix: string;
  log: RuntimeLog;
  concurrency?: number;
  /** The port the bots trade through; without one this worker moves no items (tests that do not need it). */
  trading?: TradingPort;
}

export interface WorkerRuntime {
  queues: Map<QueueName, Queue>;
  workers: Worker[];
  watchdog: SchedulerWatchdog;
  trading: TradingRuntime | null;
  close: () => Promise<void>;
}

/** BullMQ workers block on Redis: their connection must never give up on a command. */
export function workerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

export async function startWorkerRuntime({ db, env, redisUrl, prefix, log, concurrency = 2, trading: port }: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const connection = workerConnection(redisUrl);
  // The watchdog's own connection fails fast, so a check during an outage errs instead of waiting forever.
  const watchdogRedis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  watchdogRedis.on('error', () => undefined);
  const options = { connection: connection as ConnectionOptions, prefix };
  const queues = new Map<QueueName, Queue>();
  const workers: Worker[] = [];
  // Shows in each job's `processedBy`, so a scaled deployment can tell which worker ran what.
  const workerName = `${os.hostname()}:${process.pid}`;

  for (const queueName of Object.values(QUEUES)) {
    const queue = new Queue(queueName, options);
    queue.on('error', (error) => log.warn({ err: error, queue: queueName }, 'queue connection error'));
    queues.set(queueName, queue);
    const worker = new Worker(
      queueName,
      async (job) => {
        const definition = jobsByName.get(job.name);
        if (!definition) throw new Error(`No handler for job ${job.name} on queue ${queueName}`);
        const requestId = requestIdOf(job);
        const jobLog = log.child?.({ job: job.name, jobId: job.id, ...(requestId ? { requestId } : {}) }) ?? log;
        return definition.handler(parsePayload(definition, job.data), { db, env, log: jobLog });
      },
      { ...options, concurrency, name: workerName },
    );
    worker.on('failed', (job, error) => {
      const requestId = job ? requestIdOf(job) : undefined;
      log.error({ job: job?.name, jobId: job?.id, ...(requestId ? { requestId } : {}), err: error }, 'job failed');
    });
    worker.on('error', (error) => log.warn({ err: error, queue: queueName }, 'worker connection error'));
    workers.push(worker);
  }

  // upsert: restarting the worker (or running two) keeps exactly one scheduler per job.
  for (const job of scheduledJobs) await upsertScheduler(queues, job, env);
  const watchdog = startSchedulerWatchdog({ queues, redis: watchdogRedis, prefix, env, log });
  const trading = port ? await startTradingRuntime({ db, env, port, connection: connection as ConnectionOptions, prefix, log }) : null;

  return {
    queues,
    workers,
    watchdog,
    trading,
    close: async () => {
      watchdog.stop();
      await trading?.close();
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      watchdogRedis.disconnect();
      connection.disconnect();
    },
  };
}
