/**
 * A flood of made-up trader API keys: each well-formed key with an id no process has in memory would be a
 * database read. Those reads are limited per address before they are made, so a flood costs Redis counts,
 * not PostgreSQL. Counted with a Prisma query extension on the app's own client: the database still answers.
 */
import { randomBytes } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { TRADER_API_LIMITS, TRADER_API_PREFIX } from '@skins/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

let db: PrismaClient;
let app: FastifyInstance;
let keyReads = 0;

beforeAll(async () => {
  db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
  const counted = db.$extends({
    query: {
      traderApiKey: {
        async $allOperations({ args, query }) {
          keyReads++;
          return query(args);
        },
      },
    },
  });
  app = await buildApp({ env: testEnv(), db: counted as unknown as PrismaClient });
});
afterAll(async () => {
  await app?.close();
  await db?.$disconnect();
});

const madeUpKey = () => `sk_live_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url')}`;
const read = (key: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `${TRADER_API_PREFIX}/account`, headers: { authorization: `Bearer ${key}` }, remoteAddress });

it('refuses a flood of made-up keys from one address by its limit, before the database is asked', async () => {
  const limit = TRADER_API_LIMITS.unknownKeysPerMinute;
  const { browser: owner } = await signedInBuyer({ app, db });
  const made = await owner.post('/api/user/api-keys', { name: 'my bot', scope: 'read' });
  expect(made.statusCode).toBe(200);
  const key = made.json().payload.secret as string;
  const flooder = '203.0.113.9';
  // The owner's key, used once from that address, is then known to this process.
  expect((await read(key, flooder)).statusCode).toBe(200);
  expect(keyReads).toBeGreaterThan(0);

  const before = keyReads;
  const answers = [];
  for (let index = 0; index < 4 * limit; index++) answers.push(await read(madeUpKey(), flooder));
  // The count's window may end during the flood once, never twice.
  expect(keyReads - before).toBeLessThanOrEqual(2 * limit);
  const refused = answers.filter((answer) => answer.statusCode === 429);
  expect(refused.length).toBeGreaterThanOrEqual(2 * limit);
  expect(refused[0]!.json().code).toBe('RATE_LIMITED');
  expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answers.filter((answer) => answer.statusCode !== 429).every((answer) => answer.statusCode === 401 && answer.json().code === 'API_KEY_INVALID')).toBe(true);

  // The same made-up key again is no cheaper a way in.
  const repeated = madeUpKey();
  expect((await read(repeated, flooder)).statusCode).toBe(429);
  // A key this process knows still works from that address, and another address still has its own count.
  expect((await read(key, flooder)).statusCode).toBe(200);
  expect((await read(madeUpKey(), '198.51.100.4')).statusCode).toBe(401);
});
