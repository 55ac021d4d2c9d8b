/**
 * The catalogue's cached reads. Filter data is asked for on every catalogue visit and costs six index walks,
 * so each process keeps it until listings change (catalogue-changes.ts), with a TTL as
 * the bound on staleness should a change notification be missed. Deep pages' sort keys are kept the same
 * way (their cost is bounded by LIST_MAX_OFFSET, so they need no TTL), and so are whole list answers.
 */
import fp from 'fastify-plugin';
import { CachedValue } from '../lib/cached-value.ts';
import { AnswerCache } from './answer-cache.ts';
import { listenForCatalogueChanges } from './catalogue-changes.ts';
import { readFilterValues, type FilterValues } from './get-filter-data.ts';
import { PageKeys } from './page-seek.ts';

/** How long filter data may be kept when no change notification arrives. */
export const FILTER_DATA_TTL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: { filterValues: CachedValue<FilterValues>; pageKeys: PageKeys; answers: AnswerCache };
  }
}

export default fp<{ databaseUrl: string; maxOffset: number }>(
  async (app, { databaseUrl, maxOffset }) => {
    const filterValues = new CachedValue(() => readFilterValues(app.sql), FILTER_DATA_TTL_MS);
    // Deep pages' sort keys (page-seek.ts) are exact only until listings change.
    const pageKeys = new PageKeys(maxOffset);
    // Whole list answers (answer-cache.ts), exact only until listings change.
    const answers = new AnswerCache();
    app.decorate('catalogue', { filterValues, pageKeys, answers });
    const changes = listenForCatalogueChanges({
      databaseUrl,
      onChange: () => {
        filterValues.invalidate();
        pageKeys.clear();
        answers.clear();
      },
      onError: (error) => app.log.warn({ err: error }, 'catalogue change listener: connection lost, retrying'),
    });
    await changes.ready;
    app.addHook('onClose', () => changes.close());
  },
  { name: 'catalogue-cache', dependencies: ['datastores'] },
);
