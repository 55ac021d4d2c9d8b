/**
 * The catalogue's cached reads. Filter data is asked for on every catalogue visit and costs six index walks,
 * so each process keeps it until listings change (services/items/catalogue-changes.ts), with a TTL as
 * the bound on staleness should a change notification be missed.
 */
import fp from 'fastify-plugin';
import { CachedValue } from '../../lib/cached-value.ts';
import { listenForCatalogueChanges } from '../../services/items/catalogue-changes.ts';
import { readFilterValues, type FilterValues } from '../../services/items/get-filter-data.ts';

/** How long filter data may be kept when no change notification arrives. */
export const FILTER_DATA_TTL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: { filterValues: CachedValue<FilterValues> };
  }
}

export default fp<{ databaseUrl: string }>(
  async (app, { databaseUrl }) => {
    const filterValues = new CachedValue(() => readFilterValues(app.sql), FILTER_DATA_TTL_MS);
    app.decorate('catalogue', { filterValues });
    const changes = listenForCatalogueChanges({
      databaseUrl,
      onChange: () => filterValues.invalidate(),
      onError: (error) => app.log.warn({ err: error }, 'catalogue change listener: connection lost, retrying'),
    });
    await changes.ready;
    app.addHook('onClose', () => changes.close());
  },
  { name: 'catalogue-cache', dependencies: ['datastores'] },
);
