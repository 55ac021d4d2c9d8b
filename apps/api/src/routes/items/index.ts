import {
  catalogueQuerySchema,
  filterCountsQuerySchema,
  filterCountsResponseSchema,
  filterDataResponseSchema,
  itemsListQuerySchema,
  itemsListResponseSchema,
  itemDetailsResponseSchema,
  itemIdParamsSchema,
  itemsResponseSchema,
  itemSuggestionsQuerySchema,
  itemSuggestionsResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCacheHooks, countFilterValues, getFilterData, getItem, listItems, listRecommended, sendPage, suggestItems } from '../../catalogue/index.ts';

/**
 * Suggestions are asked for as a visitor types (debounced, 300 ms): 300 a minute per address is far more
 * than typing, and bounds what one client can make the database do with ever new words.
 */
export const SUGGESTIONS_PER_MINUTE = 300;

const ok = <T>(payload: T) => ({ status: 'OK' as const, payload });

const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      config: { publicCache: 30 },
      // Popular pages come from memory until listings change.
      ...answerCacheHooks(app.catalogue.answers),
      schema: {
        tags: ['catalogue'],
        summary: 'A page of available products, filtered and sorted',
        querystring: itemsListQuerySchema,
        response: { 200: itemsListResponseSchema },
      },
    },
    async (request, reply) => {
      const { itemsJson, meta } = await listItems(app.catalogue, request.query);
      // The products come as JSON text from PostgreSQL (catalogue/product-json.ts).
      return sendPage(reply, itemsJson, meta);
    },
  );

  const suggestionsPerIp = app.limiter({ name: 'suggestions-ip', max: SUGGESTIONS_PER_MINUTE, windowMs: 60_000, key: (request) => request.ip });
  app.get(
    '/suggestions',
    {
      config: { publicCache: 30 },
      preHandler: suggestionsPerIp.hook,
      schema: {
        tags: ['catalogue'],
        summary: 'Heroes and items matching what the visitor has typed so far (header search)',
        querystring: itemSuggestionsQuerySchema,
        response: { 200: itemSuggestionsResponseSchema },
      },
    },
    async (request) => ok(await suggestItems(app.catalogue, request.query)),
  );

  app.get(
    '/recommended',
    {
      config: { publicCache: 60 },
      schema: { tags: ['catalogue'], summary: 'Popular products', querystring: catalogueQuerySchema, response: { 200: itemsResponseSchema } },
    },
    async (request) => ok(await listRecommended(app.catalogue, request.query.currency)),
  );

  app.get(
    '/filter-data',
    {
      config: { publicCache: 60 },
      schema: {
        tags: ['catalogue'],
        summary: 'The values each filter can take (only values that exist)',
        querystring: catalogueQuerySchema,
        response: { 200: filterDataResponseSchema },
      },
    },
    async (request) => ok(await getFilterData(app.catalogue, request.query.currency)),
  );

  app.get(
    '/filter-counts',
    {
      config: { publicCache: 30 },
      schema: {
        tags: ['catalogue'],
        summary: 'How many products on sale match each filter value, given the other chosen filters',
        querystring: filterCountsQuerySchema,
        response: { 200: filterCountsResponseSchema },
      },
    },
    async (request) => ok(await countFilterValues(app.catalogue, request.query)),
  );

  app.get(
    '/:id',
    {
      // Asked again each time (a 304 while unchanged): the page says whether this copy can still be bought.
      config: { publicCache: 0 },
      schema: {
        tags: ['catalogue'],
        summary: 'One product with similar products',
        params: itemIdParamsSchema,
        querystring: catalogueQuerySchema,
        response: { 200: itemDetailsResponseSchema },
      },
    },
    async (request) => ok(await getItem(app.catalogue, request.params.id, request.query.currency)),
  );
};

export default itemRoutes;
