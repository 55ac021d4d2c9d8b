import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createRedis } from '../src/plugins/app/datastores.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { randomIp, TestBrowser } from './helpers/http-client.ts';
import { createTestUser, registration, uniqueEmail } from './helpers/identity.ts';
import { startSessionForTest } from './helpers/sessions.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

describe('rate limits (check S1)', () => {
  const ctx = useTestApp({ QUEUE_PREFIX: `test-limits-${randomUUID()}` });

  it('refuses sign-in from the 11th failed attempt per account and IP in 15 minutes, with a clear 429', async () => {
    const user = await createTestUser(ctx.db);
    const attacker = new TestBrowser(ctx.app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await attacker.login(user.email!, `Wrong-guess-${attempt}`)).statusCode).toBe(422);
    }
    const limited = await attacker.login(user.email!, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'ERROR', code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes|seconds)\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // The owner elsewhere, and other accounts from the attacker's address, are not locked out.
    expect((await new TestBrowser(ctx.app).login(user.email!, user.password)).json().status).toBe('OK');
    const other = await createTestUser(ctx.db);
    expect((await attacker.login(other.email!, other.password)).json().status).toBe('OK');
  });

  it('checks at most 10 of 60 concurrent wrong passwords: each attempt is counted before it is checked', async () => {
    const user = await createTestUser(ctx.db);
    const attacker = new TestBrowser(ctx.app);
    await attacker.csrf();
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => attacker.post('/api/login', { username: user.email, password: `Wrong-guess-${index}` })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
  });

  it('checks at most 10 of 60 concurrent wrong current passwords on an e-mail change', async () => {
    const user = await createTestUser(ctx.db);
    const thief = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, thief, user.id);
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => thief.put('/api/user/profile', { email: uniqueEmail('thief'), current_password: `Wrong-guess-${index}` })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
    // Profile changes that prove nothing are not what the limit counts.
    expect((await thief.put('/api/user/profile', { city: 'Tartu' })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const user = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    for (let attempt = 1; attempt <= 12; attempt++) expect((await browser.login(user.email!, user.password)).statusCode).toBe(200);
  });

  it('limits reset and verification e-mails per address, whoever asks and whether or not it exists', async () => {
    for (const email of [(await createTestUser(ctx.db)).email!, uniqueEmail('unknown')]) {
      const statuses: number[] = [];
      for (let request = 1; request <= 4; request++) {
        const browser = new TestBrowser(ctx.app, randomIp());
        await browser.csrf();
        statuses.push((await browser.post('/api/user/reset-password', { email })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits sign-ups per IP', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const statuses: number[] = [];
    for (let request = 1; request <= 11; request++) statuses.push((await browser.post('/api/register', registration(uniqueEmail('burst')))).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('rate limits without Redis (issue 10 point 6)', () => {
  let app: FastifyInstance;
  let db: PrismaClient;
  let redis: Redis;
  const logs: string[] = [];
  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
    // Nothing listens on port 1: every Redis command fails at once.
    redis = createRedis('redis://127.0.0.1:1/1');
    redis.on('error', () => {});
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({ env: testEnv(), db, redis }, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await db?.$disconnect();
  });

  it('still refuses the 4th reset request for one address, and says in the log that it counts in-process', async () => {
    const email = (await createTestUser(db)).email!;
    const statuses: number[] = [];
    for (let request = 1; request <= 4; request++) {
      const browser = new TestBrowser(app, randomIp());
      await browser.csrf();
      statuses.push((await browser.post('/api/user/reset-password', { email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(logs.join('')).toMatch(/rate limits fall back to in-process counters/);
  });

  it('still refuses sign-in after 10 failures, without locking the owner out elsewhere', async () => {
    const user = await createTestUser(db);
    const attacker = new TestBrowser(app);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await attacker.login(user.email!, `Wrong-guess-${attempt}`)).statusCode).toBe(422);
    expect((await attacker.login(user.email!, user.password)).statusCode).toBe(429);
    expect((await new TestBrowser(app).login(user.email!, user.password)).json().status).toBe('OK');
  });
});
