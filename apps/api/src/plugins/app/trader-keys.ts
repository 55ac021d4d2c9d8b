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
    app.decorate(
      'traderKeys',
      createKeyStore({ db: app.db, redis: app.redis, prefix: app.env.QUEUE_PREFIX, onTouchError: (error) => app.log.warn({ err: error }, 'could not record an API key as used') }),
    );
  },
  { name: 'trader-keys', dependencies: ['datastores'] },
);
