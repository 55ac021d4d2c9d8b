/**
 * A Redis that restarts without persistence loses every job scheduler. The worker must
 * re-create them by itself and health must say when they are missing. This file runs its own redis-server
 * (never the shared one), kills it with SIGKILL under load and starts it again empty.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@skins/sandbox/test-helpers';
import { buildApp } from '../src/app.ts';
import { QUEUES } from '../src/jobs/define-job.ts';
import { startWorkerRuntime, type WorkerRuntime } from '../src/jobs/runtime.ts';
import { scheduledJobs, scheduleEvery } from '../src/jobs/schedulers.ts';
import { createPendingOrder } from './helpers/orders.ts';
import { startOwnRedis, type OwnRedis } from './helpers/redis-server.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

const REDIS_PORT = 3495;
const silent = { info() {}, warn() {}, error() {} };
const allSchedulers = scheduledJobs.map((job) => job.name).sort();

/** A paid cart order whose receipt is not sent yet: the backlog the send-receipts scheduler drains. */
async function paidOrderAwaitingReceipt(db: PrismaClient): Promise<number> {
  const { order } = await createPendingOrder(db, { listings: 0 });
  await db.order.update({ where: { id: order.id }, data: { status: 'completed', paidAt: new Date(), email: `receipt-${order.id}@test.local` } });
  return order.id;
}

describe('job schedulers after Redis loses its data', () => {
  let redis: OwnRedis;
  let sandbox: RunningSandbox;
  let db: PrismaClient;
  let app: FastifyInstance;
  let runtime: WorkerRuntime;
  let env: ReturnType<typeof testEnv>;
  const prefix = `test-sched-${process.pid}`;

  beforeAll(async () => {
    redis = await startOwnRedis(REDIS_PORT);
    sandbox = await startSandbox();
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 6 });
    // Short periods (send-receipts every 0.5 s) and a watchdog every 500 ms keep the test short.
    env = testEnv({
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      JOB_EVERY_SCALE: '0.1',
      SCHEDULER_WATCHDOG_MS: '500',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sandbox.smtpPort),
    });
    // Receipts of orders an interrupted earlier run of this file left behind would be mailed first.
    await db.order.updateMany({ where: { email: { startsWith: 'receipt-' }, receiptSentAt: null }, data: { receiptSentAt: new Date() } });
    app = await buildApp({ env, db });
    runtime = await startWorkerRuntime({ db, env, redisUrl: redis.url, prefix, log: silent });
  });

  afterAll(async () => {
    await runtime?.close();
    await app?.close();
    await db?.$disconnect();
    await sandbox?.close();
    await redis?.stop();
  });

  const health = async (path = '/api/health') => {
    const response = await app.inject({ method: 'GET', url: path });
    return { code: response.statusCode, body: response.json() as { payload: { schedulers: string; missing_schedulers: string[] } } };
  };

  it('SIGKILL under load, restart empty: every scheduler comes back by itself and the receipt backlog drains', async () => {
    const created: number[] = [];
    const createdWhileDown: number[] = [];
    let redisDown = false;
    let producing = true;
    let healthErrors = 0;
    // Load: paid orders keep arriving and health is polled, before, during and after the outage.
    const producer = (async () => {
      while (producing) {
        const id = await paidOrderAwaitingReceipt(db);
        created.push(id);
        if (redisDown) createdWhileDown.push(id);
        const answer = await health().catch(() => undefined);
        if (!answer) healthErrors++;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    // Before the outage receipts flow.
    await expect.poll(async () => db.order.count({ where: { id: { in: [...created] }, receiptSentAt: { not: null } } }), { timeout: 60_000 }).toBeGreaterThan(0);

    await redis.kill();
    redisDown = true;
    const down = await health();
    expect(down.code).toBe(503);
    expect(down.body.payload.schedulers).toBe('down');
    // Orders paid while Redis is down pile up.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await redis.start();
    redisDown = false;

    // No manual step: the worker notices the empty Redis and re-creates every scheduler.
    await expect.poll(async () => (await health('/api/health/ready')).code, { timeout: 20_000, interval: 250 }).toBe(200);
    const schedulers = (await Promise.all(Object.values(QUEUES).map((name) => runtime.queues.get(name)!.getJobSchedulers()))).flat();
    expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual(allSchedulers);
    for (const job of scheduledJobs) expect(schedulers.find((s) => s.key === job.name)?.every).toBe(scheduleEvery(job, env));

    await new Promise((resolve) => setTimeout(resolve, 1000));
    producing = false;
    await producer;
    expect(healthErrors).toBe(0);
    // The whole backlog, including what was paid during the outage, is mailed.
    await expect
      .poll(async () => db.order.count({ where: { id: { in: created }, receiptSentAt: null } }), { timeout: 30_000, interval: 500 })
      .toBe(0);
    // The backlog really grew while Redis was gone (paid orders nobody could mail then).
    expect(createdWhileDown.length).toBeGreaterThan(0);
  });
  it('health names every missing scheduler, and readiness fails until the watchdog has put them back', async () => {
    expect((await health('/api/health/ready')).code).toBe(200);
    // Periodic checks off, so the missing state can be seen before the watchdog repairs it.
    runtime.watchdog.stop();
    const probe = new Redis(redis.url);
    await probe.flushall();
    probe.disconnect();

    const missing = await health();
    // The data stores are up, so health stays 200; it names what is gone.
    expect(missing.code).toBe(200);
    expect(missing.body.payload.schedulers).toBe('down');
    expect([...missing.body.payload.missing_schedulers].sort()).toEqual(allSchedulers);
    expect((await health('/api/health/ready')).code).toBe(503);

    // One watchdog round (what each tick does) re-creates exactly the missing ones.
    expect((await runtime.watchdog.check()).sort()).toEqual(allSchedulers);
    expect((await health('/api/health/ready')).code).toBe(200);
    expect(await runtime.watchdog.check()).toEqual([]);
  });
});
