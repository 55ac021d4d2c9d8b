import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderItemImage } from '../../services/images/item-image.ts';

const itemImageParams = z.object({
  file: z.string().regex(/^\d{1,9}\.svg$/, 'The image name must look like 1234.svg.'),
});

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/:file',
    {
      config: { publicCache: 86_400 },
      schema: { tags: ['catalogue'], summary: 'Generated product image (local image host)', params: itemImageParams },
    },
    async (request, reply) => {
      const svg = await renderItemImage(app.db, Number.parseInt(request.params.file, 10));
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

export default imageRoutes;
