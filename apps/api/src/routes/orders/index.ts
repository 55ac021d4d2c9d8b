/** Spec §7 orders/*: checkout (widget and card flows), the status the processing page polls, history. */
import { checkoutBodySchema, checkoutResponseSchema, orderHistoryResponseSchema, orderStatusQuerySchema, orderStatusResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser, requireVerified } from '../../plugins/app/auth.ts';
import { checkout } from '../../services/orders/checkout.ts';
import { getOrderHistory, getOrderStatus } from '../../services/orders/order-views.ts';
import { checkoutSettings } from '../../services/payments/config.ts';
import { saveCheckoutDetails } from '../../services/users/save-checkout-details.ts';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  app.addHook('preValidation', requireUser);

  app.post(
    '/checkout',
    {
      preHandler: requireVerified,
      schema: {
        tags,
        summary: 'Reserves the cart and starts its payment (Idempotency-Key header: a retry answers the first answer)',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(128).optional() }),
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const answer = await checkout(app.db, user.id, request.body, request.headers['idempotency-key'], checkoutSettings(app.env));
      if (request.body.saveData) {
        await saveCheckoutDetails(app.db, user.id, request.body).catch((error: unknown) => request.log.warn({ err: error, userId: user.id }, 'could not save checkout details to the profile'));
      }
      return answer;
    },
  );

  app.get('/status', { schema: { tags, querystring: orderStatusQuerySchema, response: { 200: orderStatusResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    order: await getOrderStatus(app.db, currentUser(request).id, request.query.order_id),
  }));

  app.get('/history', { schema: { tags, response: { 200: orderHistoryResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getOrderHistory(app.db, currentUser(request).id),
  }));
};

export default orderRoutes;
