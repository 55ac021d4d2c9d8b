/**
 * The application as a plugin: server.ts registers it on a listening instance, tests build the same app
 * with buildApp() and talk to it in memory or over supertest.
 */
import path from 'node:path';
import type { PrismaClient } from '@skins/db';
import { redactLogLine, serializeRequestForLog } from '@skins/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import { logOutput } from './lib/logger.ts';
import { OneLinePerRequest } from './lib/request-log-controller.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import auth from './plugins/app/auth.ts';
import contentSecurityPolicy from './plugins/app/content-security-policy.ts';
import { cataloguePlugin } from './catalogue/index.ts';
import csrf from './plugins/app/csrf.ts';
import datastores from './plugins/app/datastores.ts';
import errorHandler, { handleError } from './plugins/app/error-handler.ts';
import jobQueues from './plugins/app/job-queues.ts';
import jsonCompression from './plugins/app/json-compression.ts';
import mailQueue from './plugins/app/mail-queue.ts';
import metrics from './plugins/app/metrics.ts';
import publicCache from './plugins/app/public-cache.ts';
import rateLimit from './plugins/app/rate-limit.ts';
import requestId, { requestIdOf } from './plugins/app/request-id.ts';
import trading from './plugins/app/trading.ts';
import traderKeys from './plugins/app/trader-keys.ts';
import webApp from './plugins/app/web-app.ts';
import openapi from './plugins/external/openapi.ts';
import security from './plugins/external/security.ts';
import apiKeyRoutes from './routes/api-keys/index.ts';
import authRoutes from './routes/auth/index.ts';
import balanceRoutes from './routes/balance/index.ts';
import cartRoutes from './routes/cart/index.ts';
import csrfCookieRoutes from './routes/auth/csrf-cookie.ts';
import emailLinkRoutes from './routes/auth/email-links.ts';
import steamRoutes from './routes/auth/steam.ts';
import categoryRoutes from './routes/categories/index.ts';
import contentRoutes from './routes/content/index.ts';
import healthRoutes from './routes/health/index.ts';
import i18nRoutes from './routes/i18n/index.ts';
import imageRoutes from './routes/images/index.ts';
import itemRoutes from './routes/items/index.ts';
import orderRoutes from './routes/orders/index.ts';
import orderTimelineRoutes from './routes/order-timeline/index.ts';
import paymentRoutes from './routes/payments/index.ts';
import priceHistoryRoutes from './routes/price-history/index.ts';
import sellOrderRoutes from './routes/sell-orders/index.ts';
import settingsRoutes from './routes/settings/index.ts';
import deliverySpeedRoutes from './routes/delivery-speed/index.ts';
import tradingRoutes from './routes/trading/index.ts';
import traderApiRoutes from './routes/trader-api/index.ts';
import geoRoutes from './routes/geo/index.ts';
import userRoutes from './routes/users/index.ts';
import watchlistRoutes from './routes/watchlist/index.ts';
import staffTrpc from './trpc/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

export interface AppOptions {
  env: Env;
  /** Injected by tests and the worker; otherwise opened from env and closed with the app. */
  db?: PrismaClient;
  redis?: Redis;
}

export default async function app(fastify: FastifyInstance, { env, db, redis }: AppOptions) {
  fastify.decorate('env', env);
  if (!fastify.hasDecorator('lifecycle')) fastify.decorate('lifecycle', { draining: false });
  await fastify.register(errorHandler);
  await fastify.register(requestId);
  await fastify.register(security, { corsOrigins: env.CORS_ORIGINS, production: env.NODE_ENV === 'production' });
  await fastify.register(openapi);
  await fastify.register(datastores, { databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, db, redis });
  await fastify.register(cataloguePlugin, { databaseUrl: env.DATABASE_URL, maxOffset: env.LIST_MAX_OFFSET, imageHost: env.IMAGE_HOST });
  await fastify.register(publicCache);
  await fastify.register(contentSecurityPolicy);
  // Identity: the CSRF check runs before the session lookup, so a forged write costs no database query.
  await fastify.register(csrf);
  await fastify.register(auth);
  await fastify.register(rateLimit);
  await fastify.register(mailQueue);
  await fastify.register(jobQueues);
  await fastify.register(metrics);
  await fastify.register(trading);
  await fastify.register(traderKeys);
  await fastify.register(jsonCompression);

  await fastify.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(itemRoutes, { prefix: '/items' });
      await api.register(priceHistoryRoutes, { prefix: '/items' });
      await api.register(imageRoutes, { prefix: '/images' });
      await api.register(categoryRoutes);
      await api.register(contentRoutes);
      await api.register(i18nRoutes);
      await api.register(settingsRoutes);
      await api.register(deliverySpeedRoutes);
      await api.register(geoRoutes);
      await api.register(authRoutes);
      await api.register(emailLinkRoutes);
      await api.register(userRoutes, { prefix: '/user' });
      await api.register(sellOrderRoutes, { prefix: '/sell-orders' });
      // The staff router (tRPC, bearer tokens only) for the admin CLI.
      await api.register(staffTrpc, { prefix: '/trpc' });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(orderRoutes, { prefix: '/orders' });
      await api.register(orderTimelineRoutes, { prefix: '/orders' });
      await api.register(tradingRoutes, { prefix: '/trading' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(balanceRoutes);
      await api.register(watchlistRoutes, { prefix: '/watches' });
      await api.register(apiKeyRoutes, { prefix: '/user/api-keys' });
      // The trader API: API keys only (TRADER_API_PREFIX).
      await api.register(traderApiRoutes, { prefix: '/trader/v1' });
    },
    { prefix: '/api' },
  );
  await fastify.register(csrfCookieRoutes);
  await fastify.register(steamRoutes);

  if (env.SERVE_WEB) {
    const distDir = env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
    await fastify.register(webApp, { distDir, databaseUrl: env.DATABASE_URL });
  }
}

/** Fastify options shared by the server and the tests. */
export function fastifyOptions(env: Env): FastifyServerOptions {
  return {
    logger: {
      level: env.LOG_LEVEL,
      // Link tokens in URLs (the request serializer), credentials in headers, passwords and card fields in
      // anything logged: every line, as it is written.
      hooks: { streamWrite: redactLogLine },
      serializers: { req: serializeRequestForLog },
      ...logOutput(env),
    },
    logController: new OneLinePerRequest(),
    // The caller's X-Request-Id is read by genReqId, which refuses one that is too long or oddly written.
    requestIdHeader: false,
    // Behind a load balancer (README "Scaling out"): request.ip is the client's, not the balancer's.
    trustProxy: env.TRUST_PROXY,
    genReqId: requestIdOf,
    // tRPC batches join procedure names into one path segment.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 256 * 1024,
    // A URL the router cannot decode (e.g. /items/%ED%A0%80) gets the same envelope as every other 4xx.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  };
}

export async function buildApp(options: AppOptions, overrides: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const fastify = Fastify({ ...fastifyOptions(options.env), ...overrides }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  // On the root instance, so server.ts can mark the process as draining on SIGTERM.
  const lifecycle = { draining: false };
  fastify.decorate('lifecycle', lifecycle);
  // While draining, every answer closes its connection: a balancer's keep-alive connections would otherwise
  // stay open (idle in its pool) and hold up the shutdown well past the last request.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}
