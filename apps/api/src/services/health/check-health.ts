import type { PrismaClient } from '@skins/db';
import type { HealthResponse } from '@skins/shared';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { missingSchedulers, type QueueMap } from '../../jobs/schedulers.ts';

const CHECK_TIMEOUT_MS = 2000;

async function withTimeout<T>(check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await withTimeout(check);
    return 'up';
  } catch {
    return 'down';
  }
}

/** Commands fail fast while Redis is disconnected (no offline queue), so wait for a (re)connection first. */
async function pingRedis(redis: Redis): Promise<string> {
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  return redis.ping();
}

/** Missing scheduler names, or null when Redis could not be asked. */
async function schedulerState(queues: QueueMap): Promise<string[] | null> {
  try {
    return await withTimeout(() => missingSchedulers(queues));
  } catch {
    return null;
  }
}

export interface HealthInputs {
  db: PrismaClient;
  redis: Redis;
  queues: QueueMap;
  draining: boolean;
}

export interface HealthReport {
  /** The database and Redis answer: what GET /api/health's status reflects. */
  healthy: boolean;
  /** Healthy, every job scheduler exists, and the process is not shutting down: GET /api/health/ready. */
  ready: boolean;
  body: HealthResponse['payload'];
}

export async function checkHealth({ db, redis, queues, draining }: HealthInputs): Promise<HealthReport> {
  const [database, redisState] = await Promise.all([probe(() => db.$queryRaw`SELECT 1`), probe(() => pingRedis(redis))]);
  const missing = redisState === 'up' ? await schedulerState(queues) : null;
  const schedulers = missing !== null && missing.length === 0 ? 'up' : 'down';
  const healthy = database === 'up' && redisState === 'up';
  return {
    healthy,
    ready: healthy && schedulers === 'up' && !draining,
    body: { database, redis: redisState, schedulers, missing_schedulers: missing ?? [], draining, uptime_seconds: Math.round(process.uptime()) },
  };
}
