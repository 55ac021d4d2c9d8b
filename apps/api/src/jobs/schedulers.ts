/**
 * The job schedulers (BullMQ Job Schedulers) of every job with `every`. They live in Redis only: a Redis that
 * restarts without persistence loses them, and nothing would run again until a worker restarted.
 * So the worker re-creates missing ones by itself (watchdog below), and the api's health reports them.
 */
import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import type { JobDefinition, QueueName } from './define-job.ts';
import { jobs } from './registry.ts';

export const scheduledJobs: JobDefinition[] = jobs.filter((job) => job.every !== undefined);

/** The period a job runs at in this environment (JOB_EVERY_SCALE shortens every period in tests). */
export function scheduleEvery(job: JobDefinition, env: Pick<Env, 'JOB_EVERY_SCALE'>): number {
  return Math.max(100, Math.round((job.every ?? 0) * env.JOB_EVERY_SCALE));
}

export type QueueMap = Map<QueueName, Queue>;

function queueOf(queues: QueueMap, job: JobDefinition): Queue {
  const queue = queues.get(job.queue);
  if (!queue) throw new Error(`No queue ${job.queue} for job ${job.name}`);
  return queue;
}

/** Names of the scheduled jobs whose scheduler is not in Redis. Throws when Redis cannot be asked. */
export async function missingSchedulers(queues: QueueMap): Promise<string[]> {
  const found = await Promise.all(scheduledJobs.map(async (job) => ((await queueOf(queues, job).getJobScheduler(job.name)) ? null : job.name)));
  return found.filter((name): name is string => name !== null);
}

export async function upsertScheduler(queues: QueueMap, job: JobDefinition, env: Pick<Env, 'JOB_EVERY_SCALE'>): Promise<void> {
  await queueOf(queues, job).upsertJobScheduler(
    job.name,
    { every: scheduleEvery(job, env) },
    { name: job.name, data: {}, opts: { ...job.retry, removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } } },
  );
}

const RELEASE_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export interface SchedulerWatchdogOptions {
  queues: QueueMap;
  /** A connection that is allowed to fail fast; used for the lock between several workers. */
  redis: Redis;
  prefix: string;
  env: Pick<Env, 'JOB_EVERY_SCALE' | 'SCHEDULER_WATCHDOG_MS'>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface SchedulerWatchdog {
  /** Checks now (also runs every SCHEDULER_WATCHDOG_MS and whenever Redis comes back). Returns re-created names. */
  check: () => Promise<string[]>;
  /** Stops the periodic checks (`check` still works on demand). */
  stop: () => void;
}

/**
 * Re-creates the schedulers that are missing. Only one worker checks at a time (a short Redis lock):
 * BullMQ has had bugs when two instances upsert the same `every` scheduler at once (bullmq#3262).
 */
export function startSchedulerWatchdog({ queues, redis, prefix, env, log }: SchedulerWatchdogOptions): SchedulerWatchdog {
  const lockKey = `${prefix}:scheduler-watchdog:lock`;
  let running: Promise<string[]> | undefined;

  const run = async (): Promise<string[]> => {
    const token = randomUUID();
    const locked = await redis.set(lockKey, token, 'PX', Math.max(1000, env.SCHEDULER_WATCHDOG_MS), 'NX');
    if (locked !== 'OK') return [];
    try {
      const missing = await missingSchedulers(queues);
      for (const name of missing) {
        const job = scheduledJobs.find((candidate) => candidate.name === name);
        if (job) await upsertScheduler(queues, job, env);
      }
      if (missing.length) log.warn({ schedulers: missing }, 'job schedulers were missing from Redis (data lost?); re-created them');
      return missing;
    } finally {
      // Only our own lock: after a slow round it may have expired and be another worker's by now.
      await redis.eval(RELEASE_LOCK, 1, lockKey, token).catch(() => undefined);
    }
  };

  const check = (): Promise<string[]> => {
    // One check at a time per process; a caller during a check gets that check's answer.
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const quietCheck = () => {
    check().catch((error: unknown) => log.warn({ err: error }, 'job scheduler check failed (Redis unreachable?); retrying'));
  };
  const timer = setInterval(quietCheck, env.SCHEDULER_WATCHDOG_MS);
  timer.unref();
  // A Redis that comes back may have come back empty: look at once rather than at the next tick.
  redis.on('ready', quietCheck);

  return {
    check,
    stop: () => {
      clearInterval(timer);
      redis.off('ready', quietCheck);
    },
  };
}
