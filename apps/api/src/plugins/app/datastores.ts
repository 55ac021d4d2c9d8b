/**
 * Decorates the app with the database client and the Redis connection. Tests and the worker may pass
 * their own; whatever this plugin opens, it closes when the app closes.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    db: PrismaClient;
    redis: Redis;
  }
}

export interface DatastoreOptions {
  databaseUrl: string;
  redisUrl: string;
  db?: PrismaClient;
  redis?: Redis;
}

export function createRedis(redisUrl: string): Redis {
  // Commands fail fast while Redis is down (health answers 503, rate limits degrade) instead of queueing.
  return new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
}

export default fp<DatastoreOptions>(
  async (app, options) => {
    const db = options.db ?? createPrismaClient({ databaseUrl: options.databaseUrl });
    const redis = options.redis ?? createRedis(options.redisUrl);
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
    app.decorate('db', db);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (!options.db) await db.$disconnect();
      if (!options.redis) redis.disconnect();
    });
  },
  { name: 'datastores' },
);
