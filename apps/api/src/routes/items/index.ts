import { itemsListQuerySchema, itemsListResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listItems } from '../../services/items/list-items.ts';

const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      config: { publicCache: 30 },
      schema: {
        tags: ['catalogue'],
        summary: 'A page of available products',
        querystring: itemsListQuerySchema,
        response: { 200: itemsListResponseSchema },
      },
    },
    async (request) => {
      const { items, meta } = await listItems(app.db, request.query);
      return { status: 'OK' as const, payload: items, meta };
    },
  );
};

export default itemRoutes;
