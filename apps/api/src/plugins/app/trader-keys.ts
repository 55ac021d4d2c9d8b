/** The trader API's keys as every route sees them: one KeyStore per process (services/trader-api/key-store.ts). */
import fp from 'fastify-plugin';
import { createKeyStore, type KeyStore } from '../../services/trader-api/key-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    traderKeys: KeyStore;
  }
}

export default fp(
  async (app) => {
    // Every trader API request makes one Redis call (its count). On a connection of their own with automatic
    // pipelining, the calls of requests that arrive in the same turn of the event loop leave in one write,
    // where one write each cost as much as the rest of answering a kept page.
    const redis = app.redis.duplicate({ enableAutoPipelining: true, lazyConnect: true });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error (trader API keys)'));
    // Unreachable now: it keeps reconnecting, and until then the trader API answers 503.
    await redis.connect().catch((error: unknown) => app.log.warn({ err: error }, 'redis unreachable at start (trader API keys)'));
    const keys = createKeyStore({ db: app.db, redis, prefix: app.env.QUEUE_PREFIX, onTouchError: (error) => app.log.warn({ err: error }, 'could not record an API key as used') });
    app.addHook('onClose', async () => {
      keys.close();
      redis.disconnect();
    });
    app.decorate('traderKeys', keys);
  },
  { name: 'trader-keys', dependencies: ['datastores'] },
);
