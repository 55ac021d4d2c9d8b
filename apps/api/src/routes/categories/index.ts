import { catalogueQuerySchema, categoriesResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories } from '../../services/categories/list-categories.ts';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { publicCache: 300 },
      schema: { tags: ['catalogue'], summary: 'The category tree', querystring: catalogueQuerySchema, response: { 200: categoriesResponseSchema } },
    },
    async (request) => ({ status: 'OK' as const, payload: await listCategories(app.db, request.query.lang_id) }),
  );
};

export default categoryRoutes;
