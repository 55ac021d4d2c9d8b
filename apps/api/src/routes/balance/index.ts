/** Packs, prompts and the balance (spec §1, §7 purchase/*), plus the balance top-up through Paysage. */
import {
  catalogueQuerySchema,
  purchaseHistoryResponseSchema,
  purchasePackBodySchema,
  purchasePromptBodySchema,
  purchaseResponseSchema,
  shopProductsResponseSchema,
  topUpBodySchema,
  widgetCheckoutResponseSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser, requireVerified } from '../../plugins/app/auth.ts';
import { openPack } from '../../services/balance/open-pack.ts';
import { buyPrompt, listShopProducts, purchaseHistory } from '../../services/balance/purchases.ts';
import { startTopUp } from '../../services/balance/top-up.ts';
import { checkoutSettings } from '../../services/payments/config.ts';

const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['balance'];
  app.get('/packs', { config: { publicCache: 60 }, schema: { tags, querystring: catalogueQuerySchema, response: { 200: shopProductsResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await listShopProducts(app.db, 'pack', request.query.currency, request.query.lang_id),
  }));
  app.get('/prompts', { config: { publicCache: 60 }, schema: { tags, querystring: catalogueQuerySchema, response: { 200: shopProductsResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await listShopProducts(app.db, 'prompt', request.query.currency, request.query.lang_id),
  }));

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('preValidation', requireUser);
    signedIn.post('/purchase/pack', { schema: { tags, summary: 'Opens a pack: the balance pays, the won items are delivered by Steam trade offer', body: purchasePackBodySchema, response: { 200: purchaseResponseSchema } } }, async (request) => {
      const opened = await openPack(app.db, currentUser(request).id, request.body.pack_id);
      return {
        status: 'OK' as const,
        message: 'Purchase successful!',
        payload: { ...opened, won: opened.won.map(({ img_path: path, ...item }) => ({ ...item, img_url: path })) },
      };
    });
    signedIn.post('/purchase/prompt', { schema: { tags, summary: "Orders a custom design: the balance pays, staff answer the buyer's text", body: purchasePromptBodySchema, response: { 200: purchaseResponseSchema } } }, async (request) => ({
      status: 'OK' as const,
      message: 'Purchase successful!',
      payload: await buyPrompt(app.db, currentUser(request).id, request.body.prompt_id, request.body.prompt_text),
    }));
    signedIn.get('/purchase/history', { schema: { tags, querystring: catalogueQuerySchema, response: { 200: purchaseHistoryResponseSchema } } }, async (request) => ({
      status: 'OK' as const,
      payload: await purchaseHistory(app.db, currentUser(request).id, request.query.lang_id),
    }));
    signedIn.post(
      '/balance/top-up',
      { preHandler: requireVerified, schema: { tags, body: topUpBodySchema, response: { 200: widgetCheckoutResponseSchema } } },
      async (request) => {
        const answer = await startTopUp(app.db, currentUser(request).id, request.body, checkoutSettings(app.env));
        return answer as Extract<typeof answer, { tracking_id: string }>;
      },
    );
  });
};

export default balanceRoutes;
