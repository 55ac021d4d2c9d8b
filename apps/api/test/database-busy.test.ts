/**
 * A database whose pool is full is busy, not broken: 27 of 200 concurrent checkouts used to answer 500
 * (pg-pool's "timeout exceeded when trying to connect" reached the error handler as an unknown error).
 * A client told 503 with Retry-After tries again; a 500 says our code failed.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

describe('a full database pool', () => {
  let db: PrismaClient;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
    app = await buildApp({ env: testEnv(), db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.$disconnect();
  });

  it('answers 503 with Retry-After, never 500', async () => {
    const { browser } = await signedInBuyer({ app, db });
    // Every connection of the pool is taken for longer than a request waits for one (5 s).
    const held = Promise.all(Array.from({ length: 2 }, () => db.$queryRaw`SELECT pg_sleep(7)::text`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await browser.get('/api/watches');
    await held;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }, 20_000);
});
