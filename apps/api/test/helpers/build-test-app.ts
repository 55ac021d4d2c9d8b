import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { TEST_DATABASE_URL, testEnv } from './test-env.ts';

export interface TestContext {
  app: FastifyInstance;
  db: PrismaClient;
}

/** Builds the real app against the test database once per file and closes it afterwards. */
export function useTestApp(envOverrides: Record<string, string> | (() => Record<string, string>) = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
    // A function is read only now, so an earlier beforeAll (a sandbox on a free port) can fill it in.
    const overrides = typeof envOverrides === 'function' ? envOverrides() : envOverrides;
    context.app = await buildApp({ env: testEnv(overrides), db: context.db });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.$disconnect();
  });
  return context;
}
