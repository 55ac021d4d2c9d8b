/**
 * Scaling out, proven on this machine: two api replicas and two workers (built output) behind HAProxy,
 * one PostgreSQL, one Redis. A checkout load runs through the balancer while one api is stopped (SIGTERM: it
 * drains) and one worker is killed (SIGKILL); then no order is lost or sold twice, sessions and CSRF moved
 * between replicas, each scheduled job ran once per period, rate limits counted across replicas, every
 * payment settled, and a revoked trader API key stopped on both replicas at once. Run with
 * `npm run test:scale` (not part of `npm test`; .ci/run calls it).
 */
import { randomInt } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs, scheduleEvery } from '../src/jobs/schedulers.ts';
import { TRADER_API_PREFIX } from '@skins/shared';
import { parseEnv } from '../src/config/env.ts';
import { createTestUser } from '../test/helpers/identity.ts';
import { DECLINED_CARD, runBuyer, SUCCESS_CARD, type Buyer, type BuyerResult } from './checkout-load.ts';
import { HttpBrowser, type Answer } from './http-client.ts';
import { startScaledStack, type ScaledStack } from './stack.ts';

const BUYERS = 40;
/** Buyers 0..UNIQUE-1 want a listing each; the others want one of those: a race exactly one may win. */
const UNIQUE = 30;
const CONCURRENCY = 8;

const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('scaled stack: 2 api + 2 workers behind HAProxy', () => {
  let stack: ScaledStack;
  let db: PrismaClient;
  const answers: Answer[] = [];
  const record = (answer: Answer) => answers.push(answer);

  beforeAll(async () => {
    stack = await startScaledStack({ log: () => undefined });
    db = createPrismaClient({ databaseUrl: stack.databaseUrl, maxConnections: 4 });
  }, 180_000);

  afterAll(async () => {
    await db?.$disconnect();
    await stack?.stop();
  }, 60_000);

  it('rate limits count across replicas: the 11th wrong password is refused, whichever replica answers', async () => {
    const user = await createTestUser(db, { userType: 'buyer' });
    const browser = new HttpBrowser(stack.url, clientIp(), () => undefined);
    const tries: Answer[] = [];
    await browser.get('/sanctum/csrf-cookie');
    for (let attempt = 0; attempt < 12; attempt++) tries.push(await browser.post('/api/login', { username: user.email, password: 'Wrong-password-1' }));
    expect(new Set(tries.map((answer) => answer.servedBy))).toEqual(new Set(['api1', 'api2']));
    expect(tries.slice(0, 10).every((answer) => answer.status !== 429)).toBe(true);
    expect(tries.slice(10).map((answer) => answer.status)).toEqual([429, 429]);
  });

  it('a trader API key works on both replicas and, revoked on one, fails on both at once', async () => {
    const user = await createTestUser(db, { userType: 'buyer' });
    const browser = new HttpBrowser(stack.url, clientIp(), () => undefined);
    await browser.get('/sanctum/csrf-cookie');
    expect((await browser.post('/api/login', { username: user.email, password: user.password })).status).toBe(200);
    const made = await browser.post('/api/user/api-keys', { name: 'scale bot', scope: 'read' });
    expect(made.status).toBe(200);
    const { id, secret } = (made.body as { payload: { id: number; secret: string } }).payload;

    // Each replica directly (the balancer's port + 1, + 2), so the answer is known to come from each.
    const replicas = [1, 2].map((offset) => `http://127.0.0.1:${Number(new URL(stack.url).port) + offset}`);
    const account = (base: string) => fetch(`${base}${TRADER_API_PREFIX}/account`, { headers: { authorization: `Bearer ${secret}` } }).then((response) => response.status);
    // Twice each: the second answer comes from the key each replica now keeps in memory.
    for (let round = 0; round < 2; round++) expect(await Promise.all(replicas.map(account))).toEqual([200, 200]);

    const revoked = await browser.send('DELETE', `/api/user/api-keys/${id}`);
    expect(revoked.status).toBe(200);
    expect(await Promise.all(replicas.map(account))).toEqual([401, 401]);
  });

  it('checkout load while an api drains away and a worker is killed: nothing lost, nothing sold twice, all settled', async () => {
    const listings = await db.listing.findMany({ where: { status: 'available' }, orderBy: { id: 'asc' }, take: UNIQUE });
    const users = await Promise.all(Array.from({ length: BUYERS }, () => createTestUser(db, { userType: 'buyer' })));
    const buyers: Buyer[] = users.map((user, index) => ({
      email: user.email!,
      password: user.password,
      listingId: listings[index % UNIQUE]!.id,
      card: index % 5 === 4 ? DECLINED_CARD : SUCCESS_CARD,
    }));

    const results: BuyerResult[] = [];
    const failures: string[] = [];
    const browsers: HttpBrowser[] = [];
    let next = 0;
    let killing: Promise<{ api: number | null; worker: number | null; direct: number[] }> | undefined;

    /** SIGTERM api-1 while requests run on it (they must finish), SIGKILL worker-1 (its jobs are taken over). */
    const killReplicas = async () => {
      const direct = Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${Number(new URL(stack.url).port) + 1}/api/items/list?limit=24`).then((r) => r.status, () => 0));
      const [api, worker] = await Promise.all([stack.processes.get('api-1')!.stop('SIGTERM'), stack.processes.get('worker-1')!.stop('SIGKILL')]);
      return { api, worker, direct: await Promise.all(direct) };
    };

    const lane = async () => {
      while (next < buyers.length) {
        const buyer = buyers[next++]!;
        const browser = new HttpBrowser(stack.url, clientIp(), record);
        browsers.push(browser);
        try {
          results.push(await runBuyer(browser, buyer, stack));
        } catch (error) {
          failures.push((error as Error).message);
        }
        if (!killing && results.length + failures.length >= BUYERS / 3) killing = killReplicas();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const killed = await killing!;

    // Graceful: the stopped api exited cleanly and answered what it had started; the worker was killed outright.
    expect(killed.api).toBe(0);
    expect(killed.worker).toBeNull();
    expect(killed.direct).toEqual(killed.direct.map(() => 200));

    const errors = answers.filter((answer) => answer.status >= 500);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);

    // Sessions and CSRF moved between replicas: signed-in writes were answered by both, none refused.
    const authenticated = answers.filter((answer) => answer.path !== '/sanctum/csrf-cookie' && answer.path !== '/api/login');
    expect(authenticated.filter((answer) => [401, 403, 419].includes(answer.status))).toEqual([]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['api1', 'api2']));
    const movedSessions = browsers.filter((browser) => new Set(browser.answers.slice(2).map((answer) => answer.servedBy)).size === 2);
    expect(movedSessions.length).toBeGreaterThan(BUYERS / 4);

    // No order lost: every checkout that answered 200 is an order, and there are no others.
    const ordered = results.filter((result) => result.orderId !== undefined);
    const userIds = users.map((user) => user.id);
    const orders = await db.order.findMany({ where: { userId: { in: userIds } }, include: { items: true } });
    expect(orders.map((order) => order.id).sort()).toEqual(ordered.map((result) => result.orderId).sort());
    // The contended listings went to one buyer each.
    expect(ordered.length).toBeGreaterThanOrEqual(UNIQUE - 1);
    expect(results.filter((result) => result.lostRace).length + ordered.length).toBe(BUYERS);

    // Every payment settled (the reconciler on the surviving worker covers lost notifications), as its card said.
    await expect
      .poll(async () => db.order.count({ where: { userId: { in: userIds }, status: 'pending' } }), { timeout: 90_000, interval: 1000 })
      .toBe(0);
    const settled = await db.order.findMany({ where: { userId: { in: userIds } }, include: { user: true } });
    for (const order of settled) {
      const buyer = buyers.find((candidate) => candidate.email === order.user.email)!;
      expect({ order: order.id, status: order.status }).toEqual({ order: order.id, status: buyer.card === SUCCESS_CARD ? 'completed' : 'failed' });
    }

    // Nothing sold twice.
    const duplicates = await db.$queryRaw<Array<{ listing_id: number }>>`
      SELECT oi.listing_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.status IN ('completed', 'processing') GROUP BY oi.listing_id HAVING count(*) > 1`;
    expect(duplicates).toEqual([]);
    const completed = settled.filter((order) => order.status === 'completed').length;
    const soldListings = await db.listing.count({ where: { id: { in: listings.map((listing) => listing.id) }, status: 'sold' } });
    expect(soldListings).toBe(completed);

    // Each scheduled job ran once per period, not once per worker: one run per scheduled slot, slots a period apart.
    const env = parseEnv(stack.env);
    const runsPerJob: string[] = [];
    for (const job of scheduledJobs) {
      const queue = new Queue(job.queue, { connection: { url: stack.redisUrl }, prefix: stack.queuePrefix });
      try {
        const runs = (await queue.getJobs(['completed', 'failed', 'active'])).filter((candidate) => candidate.name === job.name);
        const slots = runs.map((run) => Number(String(run.id).split(':').pop())).sort((a, b) => a - b);
        expect(new Set(slots).size, job.name).toBe(slots.length);
        const gaps = slots.slice(1).map((slot, index) => slot - slots[index]!);
        if (gaps.length) expect(Math.min(...gaps), job.name).toBeGreaterThanOrEqual(scheduleEvery(job, env) * 0.9);
        const workers = new Set(runs.map((run) => run.processedBy).filter(Boolean)).size;
        runsPerJob.push(`${job.name} ${slots.length} runs (period ${scheduleEvery(job, env)} ms, min gap ${gaps.length ? Math.min(...gaps) : '-'} ms, ${workers} workers)`);
      } finally {
        await queue.close();
      }
    }
    const reconcileRuns = Number(/reconcile-orders (\d+) runs/.exec(runsPerJob.join(' '))?.[1]);
    expect(reconcileRuns).toBeGreaterThanOrEqual(2);

    console.log(
      `scaled load: ${answers.length} requests through the balancer (api1 ${answers.filter((a) => a.servedBy === 'api1').length}, ` +
        `api2 ${answers.filter((a) => a.servedBy === 'api2').length}), errors ${errors.length + failures.length}, ` +
        `orders ${orders.length} (completed ${completed}, declined ${settled.length - completed}, lost races ${results.filter((r) => r.lostRace).length}), ` +
        `duplicates ${duplicates.length}, sessions served by both replicas ${movedSessions.length}; schedules: ${runsPerJob.join('; ')}`,
    );

    // The surviving worker stops cleanly on SIGTERM (running jobs finish first).
    expect(await stack.processes.get('worker-2')!.stop('SIGTERM')).toBe(0);
  }, 240_000);
});
