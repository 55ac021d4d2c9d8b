/** The signed-in user's watchlist under /api/watches, and the mail's one-click unsubscribe. */
import {
  catalogueQuerySchema,
  messageResponseSchema,
  orderIdParamsSchema,
  WATCH_LIMITS,
  watchBodySchema,
  watchesResponseSchema,
  watchResponseSchema,
  watchUnsubscribeQuerySchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { resolveCurrency } from '../../services/currencies/resolve-currency.ts';
import { createWatch, deleteWatch, listWatches, unsubscribeWatch } from '../../services/watchlist/watches.ts';

const watchIdParams = orderIdParamsSchema;

const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['watchlist'];

  // A link in a mail opens in any browser, signed in or not: the token alone is the proof.
  app.get(
    '/:id/unsubscribe',
    { schema: { tags, summary: 'One-click unsubscribe from a watch (the link in the watchlist mail)', params: watchIdParams, querystring: watchUnsubscribeQuerySchema } },
    async (request, reply) => {
      const done = await unsubscribeWatch(app.db, app.env.SESSION_SECRET, request.params.id, request.query.token);
      const web = app.env.PUBLIC_WEB_URL.replace(/\/+$/, '');
      return reply.redirect(`${web}/account?tab=watchlist&unsubscribed=${done ? '1' : '0'}`);
    },
  );

  // Deleting and creating again would pass the cap; each creation also matches the catalogue once. Only a
  // creation counts: a refusal (the cap) or a busy database's 503 never uses up the hour.
  const creations = app.limiter({ name: 'watch-create', max: WATCH_LIMITS.createdPerHour, windowMs: 3_600_000, key: (request) => String(request.user?.id) });

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    signedIn.addHook('preValidation', requireUser);

    signedIn.get('/', { schema: { tags, summary: 'My watches with what matched', querystring: catalogueQuerySchema, response: { 200: watchesResponseSchema } } }, async (request) => {
      const currency = await resolveCurrency(app.db, request.query.currency);
      return { status: 'OK' as const, payload: await listWatches(app.db, currentUser(request).id, currency) };
    });

    signedIn.post(
      '/',
      {
        schema: { tags, summary: `Watch a product's item, a hero or a search, with an optional price ceiling (at most ${WATCH_LIMITS.perUser} per user)`, body: watchBodySchema, response: { 200: watchResponseSchema } },
      },
      async (request, reply) => {
        const currency = await resolveCurrency(app.db, request.body.currency);
        const watch = await creations.countSuccess(request, reply, () => createWatch(app.db, currentUser(request).id, request.body, currency));
        return { status: 'OK' as const, payload: watch };
      },
    );

    signedIn.delete('/:id', { schema: { tags, summary: 'Stop watching', params: watchIdParams, response: { 200: messageResponseSchema } } }, async (request) => {
      await deleteWatch(app.db, currentUser(request).id, request.params.id);
      return { status: 'OK' as const, message: 'Watch removed' };
    });
  };
  await app.register(signedInRoutes);
};

export default watchlistRoutes;
