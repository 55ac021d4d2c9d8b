import type { PrismaClient } from '@skins/db';
import type { HealthResponse } from '@skins/shared';
import { once } from 'node:events';
import type { Redis } from 'ioredis';

const CHECK_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Commands fail fast while Redis is disconnected (no offline queue), so wait for a (re)connection first. */
async function pingRedis(redis: Redis): Promise<string> {
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  return redis.ping();
}

export async function checkHealth(db: PrismaClient, redis: Redis): Promise<HealthResponse> {
  const [database, redisState] = await Promise.all([probe(() => db.$queryRaw`SELECT 1`), probe(() => pingRedis(redis))]);
  return {
    status: database === 'up' && redisState === 'up' ? 'OK' : 'ERROR',
    payload: { database, redis: redisState, uptime_seconds: Math.round(process.uptime()) },
  };
}
