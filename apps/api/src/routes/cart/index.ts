/** Spec §7 cart/*: the signed-in buyer's cart. A visitor adding an item is told to sign in (§6). */
import { applyPromoBodySchema, CART_MESSAGES, cartAddBodySchema, cartRemoveBodySchema, cartResponseSchema, cartTotalsResponseSchema, cartUpdateBodySchema, catalogueQuerySchema } from '@skins/shared';
import { PROMO_MESSAGES } from '@skins/shared/promo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { addToCart, clearCart, getCart, removeFromCart } from '../../services/cart/cart.ts';
import { applyPromoCode, removePromoCode } from '../../services/cart/cart-promo-code.ts';
import { priceCart } from '../../services/cart/cart-totals.ts';

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const response = { 200: cartResponseSchema };
  app.addHook('preValidation', async (request) => {
    if (!request.user) throw new AppError('LOGIN_REQUIRED', CART_MESSAGES.loginToAdd);
  });
  const answer = async (userId: number, currency?: string, message?: string) => ({ status: 'OK' as const, ...(await getCart(app.db, userId, currency, app.env.IMAGE_HOST)), message });

  app.get('/contents', { schema: { tags, querystring: catalogueQuerySchema.extend({ force: catalogueQuerySchema.shape.currency }), response } }, async (request) =>
    answer(currentUser(request).id, request.query.currency),
  );
  app.post('/add', { schema: { tags, body: cartAddBodySchema.extend({ currency: catalogueQuerySchema.shape.currency }), response } }, async (request) => {
    const userId = currentUser(request).id;
    await addToCart(app.db, userId, request.body.id);
    return answer(userId, request.body.currency, CART_MESSAGES.added);
  });
  // Unique-items mode (spec §4 Cart): every line holds one unit, so an update only confirms the cart.
  app.post('/update', { schema: { tags, body: cartUpdateBodySchema.extend({ currency: catalogueQuerySchema.shape.currency }), response } }, async (request) =>
    answer(currentUser(request).id, request.body.currency),
  );
  app.post('/remove', { schema: { tags, body: cartRemoveBodySchema.extend({ currency: catalogueQuerySchema.shape.currency }), response } }, async (request) => {
    const userId = currentUser(request).id;
    await removeFromCart(app.db, userId, request.body.id);
    return answer(userId, request.body.currency, CART_MESSAGES.removed);
  });
  // The totals lines and the promo code of the cart summary.
  const totalsResponse = { 200: cartTotalsResponseSchema };
  app.get('/totals', { schema: { tags, querystring: catalogueQuerySchema, response: totalsResponse } }, async (request) => ({
    status: 'OK' as const,
    totals: (await priceCart(app.db, currentUser(request).id, request.query.currency)).view,
  }));
  app.post('/promo', { schema: { tags, body: applyPromoBodySchema, response: totalsResponse } }, async (request) => ({
    status: 'OK' as const,
    message: PROMO_MESSAGES.applied,
    totals: await applyPromoCode(app.db, currentUser(request).id, request.body.code, request.body.currency),
  }));
  app.delete('/promo', { schema: { tags, querystring: catalogueQuerySchema, response: totalsResponse } }, async (request) => ({
    status: 'OK' as const,
    message: PROMO_MESSAGES.removed,
    totals: await removePromoCode(app.db, currentUser(request).id, request.query.currency),
  }));

  app.post('/clear', { schema: { tags, response } }, async (request) => {
    const userId = currentUser(request).id;
    await clearCart(app.db, userId);
    return answer(userId, undefined, CART_MESSAGES.cleared);
  });
};

export default cartRoutes;
