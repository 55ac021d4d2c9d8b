import {
  catalogueQuerySchema,
  filterDataResponseSchema,
  itemsListQuerySchema,
  itemsListResponseSchema,
  productDetailsResponseSchema,
  productIdParamsSchema,
  productsResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFilterData } from '../../services/items/get-filter-data.ts';
import { getItem, listRecommended } from '../../services/items/get-item.ts';
import { listItems } from '../../services/items/list-items.ts';

const ok = <T>(payload: T) => ({ status: 'OK' as const, payload });

const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      config: { publicCache: 30 },
      schema: {
        tags: ['catalogue'],
        summary: 'A page of available products, filtered and sorted',
        querystring: itemsListQuerySchema,
        response: { 200: itemsListResponseSchema },
      },
    },
    async (request) => {
      const { items, meta } = await listItems(app.db, app.sql, request.query, { maxOffset: app.env.LIST_MAX_OFFSET, pageKeys: app.catalogue.pageKeys });
      return { ...ok(items), meta };
    },
  );

  app.get(
    '/recommended',
    {
      config: { publicCache: 60 },
      schema: { tags: ['catalogue'], summary: 'Popular products', querystring: catalogueQuerySchema, response: { 200: productsResponseSchema } },
    },
    async (request) => ok(await listRecommended(app.db, app.sql, request.query.currency)),
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
    async (request) => ok(await getFilterData(app.db, () => app.catalogue.filterValues.get(), request.query.currency)),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: 30 },
      schema: {
        tags: ['catalogue'],
        summary: 'One product with similar products',
        params: productIdParamsSchema,
        querystring: catalogueQuerySchema,
        response: { 200: productDetailsResponseSchema },
      },
    },
    async (request) => ok(await getItem(app.db, app.sql, request.params.id, request.query.currency)),
  );
};

export default itemRoutes;
