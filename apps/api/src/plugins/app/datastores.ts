/**
 * Decorates the app with the database client and the Redis connection. Tests and the worker may pass
 * their own; whatever this plugin opens, it closes when the app closes.
 */
import { createPgPool, createPrismaClient, type PrismaClient } from '@skins/db';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    db: PrismaClient;
    /** node-postgres, for the catalogue's hot reads (catalogue/sql.ts says why). */
    sql: Pool;
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
    // One pool for Prisma and the raw reads, so both count against one connection limit. An injected
    // client (tests, worker) brings its own pool; the raw reads then get a small one of their own.
    const pool = createPgPool({ databaseUrl: options.databaseUrl, maxConnections: options.db ? 4 : 10 });
    pool.on('error', (error) => app.log.warn({ err: error }, 'idle database connection error'));
    const db = options.db ?? createPrismaClient({ databaseUrl: options.databaseUrl, pool });
    const redis = options.redis ?? createRedis(options.redisUrl);
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
    app.decorate('db', db);
    app.decorate('sql', pool);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (!options.db) await db.$disconnect();
      await pool.end();
      if (!options.redis) redis.disconnect();
    });
  },
  { name: 'datastores' },
);
