import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemImageParamsSchema } from '@skins/shared/items';
import { renderItemImage } from '../../services/images/item-image.ts';

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/:file',
    {
      config: { publicCache: 86_400 },
      schema: { tags: ['catalogue'], summary: 'Generated product image (local image host)', params: itemImageParamsSchema },
    },
    async (request, reply) => {
      const svg = await renderItemImage(app.db, Number.parseInt(request.params.file, 10));
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

export default imageRoutes;
