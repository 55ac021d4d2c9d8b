/** A buyer's order as a timeline (issue 16.4), under /api/orders beside the spec's order calls. */
import { orderIdParamsSchema, orderTimelineResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { getOrderTimeline } from '../../services/order-timeline/get-order-timeline.ts';

const orderTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get(
    '/:id/timeline',
    {
      schema: {
        tags: ['orders'],
        summary: "The buyer's order step by step: created, items reserved, paid (with the provider's reference), delivered, or why it stopped",
        params: orderIdParamsSchema,
        response: { 200: orderTimelineResponseSchema },
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await getOrderTimeline(app.db, currentUser(request).id, request.params.id) }),
  );
};

export default orderTimelineRoutes;
