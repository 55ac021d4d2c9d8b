/** Spec §7 orders/*: checkout (widget and card flows), the status the result pages poll, cancel, history. */
import { checkoutBodySchema, checkoutHeadersSchema, checkoutResponseSchema, orderCancelBodySchema, orderHistoryResponseSchema, orderStatusQuerySchema, orderStatusResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser, requireVerified } from '../../plugins/app/auth.ts';
import { cancelOrderByBuyer } from '../../services/orders/cancel-order.ts';
import { checkout } from '../../services/orders/checkout.ts';
import { getOrderHistory, getOrderStatus } from '../../services/orders/order-views.ts';
import { checkoutSettings, paysageConfig } from '../../services/payments/config.ts';
import { assertSteamTradesWith } from '../../trading/index.ts';
import { saveCheckoutDetails } from '../../services/users/save-checkout-details.ts';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  // The result pages poll this, also for a buyer whose session ended while paying (spec §2: only /cart and
  // /account need a login): the checkout answer's status token is enough, and reads that one order only.
  app.get('/status', { schema: { tags, querystring: orderStatusQuerySchema, response: { 200: orderStatusResponseSchema } } }, async (request) => {
    const { order_id: orderId, status_token: statusToken } = request.query;
    if (!request.user && !statusToken) await requireUser(request);
    const access = request.user ? { userId: request.user.id } : { statusToken: statusToken ?? '' };
    return { status: 'OK' as const, order: await getOrderStatus(app.db, access, orderId) };
  });

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('preValidation', requireUser);

    signedIn.post(
      '/checkout',
      {
        preHandler: requireVerified,
        schema: {
          tags,
          summary: 'Reserves the cart and starts its payment (Idempotency-Key header: a retry answers the first answer)',
          headers: checkoutHeadersSchema,
          body: checkoutBodySchema,
          response: { 200: checkoutResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const settings = { ...checkoutSettings(app.env), checkTradeUrlWithSteam: (tradeUrl: string) => assertSteamTradesWith(app.trading, tradeUrl) };
        const answer = await checkout(app.db, user.id, request.body, request.headers['idempotency-key'], settings);
        if (request.body.saveData) {
          // A failure here never fails the checkout (spec §4 'Save my information').
          await saveCheckoutDetails(app.db, user, request.body, (email) => app.enqueueAccountEmail(email, request.id)).catch((error: unknown) => request.log.warn({ err: error, userId: user.id }, 'could not save checkout details to the profile'));
        }
        return answer;
      },
    );

    signedIn.post(
      '/cancel',
      { schema: { tags, summary: 'The buyer closed the payment without paying: cancels the order and frees its items', body: orderCancelBodySchema, response: { 200: orderStatusResponseSchema } } },
      async (request) => ({
        status: 'OK' as const,
        order: await cancelOrderByBuyer(app.db, paysageConfig(app.env), currentUser(request).id, request.body.order_id),
      }),
    );

    signedIn.get('/history', { schema: { tags, response: { 200: orderHistoryResponseSchema } } }, async (request) => ({
      status: 'OK' as const,
      payload: await getOrderHistory(app.db, currentUser(request).id),
    }));
  });
};

export default orderRoutes;
