import { randomUUID } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/jobs/define-job.ts';
import { expireOrdersJob } from '../src/jobs/expire-orders.job.ts';
import { startWorkerRuntime, type WorkerRuntime } from '../src/jobs/runtime.ts';
import { expireOverdueOrders } from '../src/services/orders/expire-overdue-orders.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, testEnv } from './helpers/test-env.ts';

const silent = { info() {}, warn() {}, error() {} };

async function createReservedOrder(db: PrismaClient, expiresAt: Date) {
  const user = await db.user.create({ data: { email: `buyer-${randomUUID()}@test.local` } });
  const listing = await db.listing.findFirstOrThrow({ where: { status: 'available' }, orderBy: { id: 'asc' } });
  const order = await db.order.create({
    data: {
      userId: user.id,
      paymentType: 'paysage_widget',
      trackingId: randomUUID(),
      currency: 'EUR',
      rate: '1',
      amountMinor: 100n,
      subtotalEur: listing.price,
      totalEur: listing.price,
      expiresAt,
    },
  });
  await db.listing.update({
    where: { id: listing.id },
    data: { status: 'reserved', reservedOrderId: order.id, reservedUntil: expiresAt },
  });
  return { order, listing };
}

describe('worker', () => {
  let db: PrismaClient;
  let runtime: WorkerRuntime;

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 4 });
    runtime = await startWorkerRuntime({ db, env: testEnv(), redisUrl: TEST_REDIS_URL, prefix: `test-worker-${randomUUID()}`, log: silent });
  });
  afterAll(async () => {
    await runtime?.close();
    await db?.$disconnect();
  });

  it('registers a job scheduler for every scheduled job', async () => {
    const schedulers = await runtime.queues.get(QUEUES.maintenance)!.getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toContain(expireOrdersJob.name);
    expect(schedulers.find((s) => s.key === expireOrdersJob.name)?.every).toBe(60_000);
  });

  it('processes an expire-orders job: overdue pending orders are canceled and their items released', async () => {
    const { order, listing } = await createReservedOrder(db, new Date(Date.now() - 1000));
    const fresh = await createReservedOrder(db, new Date(Date.now() + 3_600_000));

    const queue = runtime.queues.get(QUEUES.maintenance)!;
    const job = await queue.add(expireOrdersJob.name, {});
    const { QueueEvents } = await import('bullmq');
    const events = new QueueEvents(QUEUES.maintenance, { connection: { url: TEST_REDIS_URL }, prefix: queue.opts.prefix });
    try {
      await job.waitUntilFinished(events, 15_000);
    } finally {
      await events.close();
    }

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'canceled', failureReason: 'expired' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ status: 'available', reservedOrderId: null });
    expect(await db.orderStatusChange.count({ where: { orderId: order.id, source: 'expiry' } })).toBe(1);
    // An order still inside its payment window keeps its items.
    expect(await db.order.findUniqueOrThrow({ where: { id: fresh.order.id } })).toMatchObject({ status: 'pending' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: fresh.listing.id } })).toMatchObject({ status: 'reserved' });
    await db.listing.update({ where: { id: fresh.listing.id }, data: { status: 'available', reservedOrderId: null, reservedUntil: null } });
  });

  it('expires each order once when two runs race', async () => {
    const { order } = await createReservedOrder(db, new Date(Date.now() - 1000));
    const [first, second] = await Promise.all([expireOverdueOrders(db), expireOverdueOrders(db)]);
    expect([...first, ...second].filter((id) => id === order.id)).toHaveLength(1);
    expect(await db.orderStatusChange.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('refuses a job whose payload does not match its schema, without retrying it', async () => {
    const queue = runtime.queues.get(QUEUES.maintenance)!;
    const job = await queue.add(expireOrdersJob.name, { unexpected: 'field' }, { attempts: 3 });
    await expect.poll(async () => (await job.getState()) === 'failed', { timeout: 60_000 }).toBe(true);
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/Invalid payload for job expire-orders/);
  });
});
