/**
 * Serves the staff router over HTTP (registered under /api/trpc). Encapsulated: the adapter swaps the JSON
 * body parser for its own, which must not leak to the REST routes.
 */
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { staffContextFactory } from './context.ts';
import { INTERNAL_MESSAGE } from './errors.ts';
import { staffRouter, type StaffRouter } from './router.ts';

export default async function staffTrpc(app: FastifyInstance) {
  // Bearer tokens only (init.ts), so the cookie-oriented XSRF check has nothing to protect here; sign-in
  // itself answers a token in the body, which a cross-site page cannot read.
  // The OpenAPI page documents the REST contract of spec §7; the staff router's contract is its TypeScript type.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
    route.schema = { ...route.schema, hide: true };
  });
  // The adapter registers every method but only queries (GET) and mutations (POST) exist; others (TRACE)
  // crashed its request conversion into a 500.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'POST') throw Object.assign(new Error('Method not allowed'), { statusCode: 405 });
  });
  const trpcOptions: FastifyTRPCPluginOptions<StaffRouter>['trpcOptions'] = {
    router: staffRouter,
    // One call per request. A batch of 200 sign-ins in one request was evaluated whole, and per-request
    // limits cannot count what one request carries; the CLI sends one call at a time anyway (httpLink).
    allowBatching: false,
    createContext: staffContextFactory(app),
    onError: ({ error, path, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, INTERNAL_MESSAGE);
    },
  };
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
