/**
 * The real app built like buildApp() does, plus the table of every route it registers (method, URL, the
 * route's config and schema), so tests can walk all routes instead of a hand-kept list that drifts.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll } from 'vitest';
import app, { fastifyOptions } from '../../src/app.ts';
import { TEST_DATABASE_URL, testEnv } from './test-env.ts';

export interface RouteEntry {
  method: string;
  url: string;
  readonly csrf: boolean | undefined;
  readonly schema: FastifySchema | undefined;
}

export interface RoutedTestContext {
  app: FastifyInstance;
  db: PrismaClient;
  routes: RouteEntry[];
}

export async function buildAppWithRoutes(db: PrismaClient, envOverrides: Record<string, string> = {}): Promise<{ app: FastifyInstance; routes: RouteEntry[] }> {
  const env = testEnv(envOverrides);
  const fastify = Fastify(fastifyOptions(env));
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const routes: RouteEntry[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // Read lazily: onRoute hooks of inner plugins (the staff router's) still change config and schema.
      routes.push({
        method,
        url: route.url,
        get csrf() {
          return route.config?.csrf;
        },
        get schema() {
          return route.schema;
        },
      });
    }
  });
  await fastify.register(app, { env, db });
  await fastify.ready();
  return { app: fastify, routes };
}

/** Builds the app with its route table once per file and closes it afterwards. */
export function useRoutedTestApp(envOverrides: Record<string, string> | (() => Record<string, string>) = {}): RoutedTestContext {
  const context = {} as RoutedTestContext;
  beforeAll(async () => {
    context.db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
    Object.assign(context, await buildAppWithRoutes(context.db, typeof envOverrides === 'function' ? envOverrides() : envOverrides));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.$disconnect();
  });
  return context;
}
