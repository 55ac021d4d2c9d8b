/**
 * A database whose pool is full is busy, not broken: 27 of 200 concurrent checkouts used to answer 500
 * (pg-pool's "timeout exceeded when trying to connect" reached the error handler as an unknown error).
 * A client told 503 with Retry-After tries again; a 500 says our code failed.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

/** An advisory lock key of this test's own, which nothing else in its database takes. */
const POOL_HOLD_LOCK = 735_001;

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
    // Every connection of the pool waits on a lock this test holds, for as long as the request takes: longer
    // than a request waits for a connection (5 s), however slow the machine is.
    const locker = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('SELECT pg_advisory_lock($1)', [POOL_HOLD_LOCK]);
      const waiting = `SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE d.datname = current_database() AND l.locktype = 'advisory' AND l.objid = $1 AND NOT l.granted`;
      const held = Promise.all(Array.from({ length: 2 }, () => db.$queryRaw`SELECT pg_advisory_xact_lock(${POOL_HOLD_LOCK}::bigint)::text`));
      await expect
        .poll(async () => (await locker.query(waiting, [POOL_HOLD_LOCK])).rowCount, { timeout: 60_000 })
        .toBe(2);
      const response = await browser.get('/api/watches');
      await locker.query('SELECT pg_advisory_unlock($1)', [POOL_HOLD_LOCK]);
      await held;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'ERROR', code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await locker.end();
    }
  });
});
