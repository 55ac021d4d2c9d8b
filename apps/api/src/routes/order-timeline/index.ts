/** A buyer's order as a timeline, and the one resend of a failed delivery, under /api/orders. */
import { deliveryParamsSchema, orderIdParamsSchema, orderTimelineResponseSchema, resendDeliveryBodySchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { getOrderTimeline } from '../../services/order-timeline/get-order-timeline.ts';
import { resendDelivery } from '../../trading/index.ts';

const orderTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const links = { offerUrl: (offerId: string) => app.trading.offerUrl(offerId), buyerResends: app.tradingSettings.buyerResends };

  app.get(
    '/:id/timeline',
    {
      schema: {
        tags: ['orders'],
        summary: "The buyer's order step by step: paid (with the provider's reference), each delivery's Steam trade offer, refunds, or why it stopped",
        params: orderIdParamsSchema,
        response: { 200: orderTimelineResponseSchema },
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await getOrderTimeline(app.db, currentUser(request).id, request.params.id, links) }),
  );

  app.post(
    '/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags: ['orders'],
        summary: 'Send a declined, expired or countered delivery offer once more (optionally to a corrected trade URL of the same account)',
        params: deliveryParamsSchema,
        body: resendDeliveryBodySchema,
        response: { 200: orderTimelineResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await resendDelivery(app.db, app.tradingSettings, userId, request.params.id, request.params.deliveryId, request.body.trade_url || undefined);
      return { status: 'OK' as const, payload: await getOrderTimeline(app.db, userId, request.params.id, links) };
    },
  );
};

export default orderTimelineRoutes;
