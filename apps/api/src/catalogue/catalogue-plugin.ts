/**
 * The api's catalogue (catalogue.ts): one per process, its caches dropped whenever listings change in any
 * process (catalogue-changes.ts).
 */
import fp from 'fastify-plugin';
import { createCatalogue, type Catalogue } from './catalogue.ts';
import { listenForCatalogueChanges } from './catalogue-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

export default fp<{ databaseUrl: string; maxOffset: number; imageHost: string }>(
  async (app, { databaseUrl, maxOffset, imageHost }) => {
    const catalogue = createCatalogue({ db: app.db, sql: app.sql, maxOffset, imageHost });
    app.decorate('catalogue', catalogue);
    const changes = listenForCatalogueChanges({
      databaseUrl,
      onChange: () => catalogue.changed(),
      onError: (error) => app.log.warn({ err: error }, 'catalogue change listener: connection lost, retrying'),
    });
    await changes.ready;
    app.addHook('onClose', () => changes.close());
  },
  { name: 'catalogue', dependencies: ['datastores'] },
);
