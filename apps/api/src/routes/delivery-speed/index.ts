/**
 * How fast the shop's offers go out right now (GET /api/delivery-speed): public, the same for everyone, read
 * by the product page and checkout. Measured from the shop's own trade events (services/delivery-speed).
 */
import { deliverySpeedResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentDeliverySpeed } from '../../services/delivery-speed/measure-delivery-speed.ts';

const deliverySpeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-speed',
    {
      config: { publicCache: 10 },
      schema: {
        tags: ['content'],
        summary: 'The median time from payment to trade offer over the last hour, or why none is promised (bots behind, Steam failing, no offers)',
        response: { 200: deliverySpeedResponseSchema },
      },
    },
    async () => ({ status: 'OK' as const, payload: await currentDeliverySpeed(app.db) }),
  );
};

export default deliverySpeedRoutes;
