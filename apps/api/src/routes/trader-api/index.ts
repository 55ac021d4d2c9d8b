/**
 * The trader API (TRADER_API_PREFIX, its own OpenAPI page at <prefix>/docs): the catalogue by cursor, an
 * item's price history, buying with the balance and an order's delivery, for programs holding a personal API
 * key. Every route knows its caller by `Authorization: Bearer <key>` alone (config.traderApi: the session
 * plugin skips them, so a cookie is never read here and, with no cookie, there is nothing for CSRF to guard);
 * the key counts against its per-second limit in Redis and the answer says how much is left (RateLimit-*).
 */
import {
  TRADER_API_LIMITS,
  API_KEY_PREFIX,
  idempotencyHeadersSchema,
  orderTimelineResponseSchema,
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
  traderAccountResponseSchema,
  traderBuyBodySchema,
  traderBuyResponseSchema,
  traderItemParamsSchema,
  traderItemsQuerySchema,
  traderItemsResponseSchema,
  traderOrderParamsSchema,
} from '@skins/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCacheHooks, listItemsAfter, sendCursorPage } from '../../catalogue/index.ts';
import { AppError } from '../../lib/errors.ts';
import { getOrderTimeline } from '../../services/order-timeline/get-order-timeline.ts';
import { getPriceHistory } from '../../services/price-history/get-price-history.ts';
import { buyItem } from '../../services/trader-api/buy-item.ts';
import type { KnownKey, Window } from '../../services/trader-api/key-store.ts';
import { assertSteamTradesWith } from '../../trading/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The trader API key that made this request (trader API routes only). */
    traderKey: KnownKey | null;
  }
}

const security = [{ apiKey: [] }];
const ok = <T>(payload: T) => ({ status: 'OK' as const, payload });

function keyOf(request: FastifyRequest): KnownKey {
  if (!request.traderKey) throw new AppError('API_KEY_INVALID', 'A valid API key is required.');
  return request.traderKey;
}

function windowHeaders(reply: FastifyReply, window: Window): void {
  reply.header('ratelimit-limit', String(window.limit));
  reply.header('ratelimit-remaining', String(window.remaining));
  reply.header('ratelimit-reset', String(window.resetSeconds));
}

const traderApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('traderKey', null);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, traderApi: true, csrf: false };
  });
  // Tries for keys no process knows, per address: each would be a database read (services/trader-api/key-store.ts).
  const unknownKeys = app.limiter({ name: 'trader-unknown-keys', max: TRADER_API_LIMITS.unknownKeysPerMinute, windowMs: 60_000, key: (request) => request.ip });
  app.addHook('onRequest', async (request, reply) => {
    const admitted = await app.traderKeys.admit({
      authorization: request.headers.authorization,
      kind: request.method === 'POST' ? 'write' : 'read',
      takeLookUpTry: () => unknownKeys.attempt(request, reply),
      onRefusal: (window, retryAfter) => {
        if (window) windowHeaders(reply, window);
        reply.header('retry-after', String(retryAfter));
      },
    });
    windowHeaders(reply, admitted.window);
    request.traderKey = admitted.key;
  });

  const tags = ['trader'];
  const { onRequest: keptAnswer, onSend: keepAnswer } = answerCacheHooks(app.catalogue.answers);

  app.get(
    '/items',
    {
      // Route hooks run after the key and its limit (the plugin's onRequest): a kept answer is the catalogue's, the
      // same for every key, and is sent before the query is parsed, as the web list's is.
      onRequest: keptAnswer,
      onSend: keepAnswer,
      schema: {
        tags,
        security,
        summary: 'Available listings with the catalogue\'s filters, newest first or by price; page on with meta.next_cursor',
        querystring: traderItemsQuerySchema,
        response: { 200: traderItemsResponseSchema },
      },
    },
    async (request, reply) => {
      // The products come as JSON text from PostgreSQL (catalogue/product-json.ts).
      return sendCursorPage(reply, await listItemsAfter(app.catalogue, request.query));
    },
  );

  app.get(
    '/items/:id/price-history',
    {
      schema: {
        tags,
        security,
        summary: "Sold prices of the listing's item per day over 7, 30 or 90 days, with median, volume and the 30-day reference price",
        params: traderItemParamsSchema,
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistoryResponseSchema },
      },
    },
    async (request) => ok(await getPriceHistory(app.db, request.params.id, request.query.days, request.query.currency)),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Buy one listing with the balance (key scope read_buy); it goes out by Steam trade offer to the trade URL of your profile. Idempotency-Key is required: the same key answers the same again',
        headers: idempotencyHeadersSchema,
        body: traderBuyBodySchema,
        response: { 200: traderBuyResponseSchema },
      },
    },
    async (request) => {
      const key = keyOf(request);
      if (key.scope !== 'read_buy') throw new AppError('API_KEY_SCOPE', 'This API key may only read: make a read_buy key to buy.');
      const settings = { checkTradeUrlWithSteam: (tradeUrl: string) => assertSteamTradesWith(app.trading, tradeUrl) };
      return ok(await buyItem(app.db, { userId: key.userId, idempotencyKey: request.headers['idempotency-key'], body: request.body }, settings));
    },
  );

  const links = { offerUrl: (offerId: string) => app.trading.offerUrl(offerId), buyerResends: app.tradingSettings.buyerResends };
  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the key owner's orders: its steps and each delivery's Steam trade offer state",
        params: traderOrderParamsSchema,
        response: { 200: orderTimelineResponseSchema },
      },
    },
    async (request) => ok(await getOrderTimeline(app.db, keyOf(request).userId, request.params.id, links)),
  );

  app.get('/account', { schema: { tags, security, summary: "The key owner's balance, this key and its limits", response: { 200: traderAccountResponseSchema } } }, async (request) => {
    const key = keyOf(request);
    const user = await app.db.user.findUniqueOrThrow({ where: { id: key.userId }, select: { balance: true } });
    return ok({
      user_id: key.userId,
      balance: Number(user.balance.toString()),
      currency: 'EUR' as const,
      key: { name: key.name, scope: key.scope, prefix: `${API_KEY_PREFIX}${key.publicId}` },
      limits: { reads_per_second: TRADER_API_LIMITS.readsPerSecond, writes_per_second: TRADER_API_LIMITS.writesPerSecond },
    });
  });
};

export default traderApiRoutes;
