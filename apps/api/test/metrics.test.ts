/** GET /metrics (observability): Prometheus text, closed to the public in production. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { needsAttentionWhere } from '../src/services/orders/orders-needing-attention.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { createPendingOrder, providerTransaction } from './helpers/orders.ts';
import { PRODUCTION_SECRETS } from './helpers/production-env.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, testEnv } from './helpers/test-env.ts';

/** The value of one series in Prometheus text, e.g. value(text, 'skins_orders{status="failed"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const token = `metrics-${randomUUID()}`;
  const ctx = useTestApp({ METRICS_TOKEN: token, QUEUE_PREFIX: `test-metrics-${randomUUID()}` });
  const scrape = async (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('wants the bearer token when one is set', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-of-some-length')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('reports request latency by route, queue depths, payments by outcome and orders needing attention', async () => {
    const { order } = await createPendingOrder(ctx.db, { listings: 0 });
    const declined = await createPendingOrder(ctx.db, { listings: 0 });
    await applyProviderTransaction(ctx.db, providerTransaction(order, 'successful'), 'notification');
    await applyProviderTransaction(ctx.db, providerTransaction(declined.order, 'failed'), 'reconciler');
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: `/api/items/${order.id}-no-such-item` });

    const response = await scrape(`Bearer ${token}`);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\}/);
    for (const queue of ['mail', 'maintenance', 'watchlist']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(value(text, `bullmq_queue_jobs{queue="${queue}",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    // No worker runs with this prefix: every scheduler is missing, and the gauge says so.
    expect(value(text, 'bullmq_job_schedulers_missing')).toBe(value(text, 'bullmq_job_schedulers'));

    const payments = await ctx.db.paymentEvent.groupBy({ by: ['status', 'source'], _count: { _all: true } });
    for (const row of payments) expect(value(text, `skins_payments{outcome="${row.status}",source="${row.source}"}`)).toBe(row._count._all);
    expect(value(text, 'skins_payments{outcome="successful",source="notification"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'skins_payments{outcome="failed",source="reconciler"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'skins_orders{status="completed"}')).toBe(await ctx.db.order.count({ where: { status: 'completed' } }));
    expect(value(text, 'skins_orders_needing_attention')).toBe(await ctx.db.order.count({ where: needsAttentionWhere(new Date()) }));
    expect(value(text, 'skins_mails_given_up{kind="receipt"}')).toBe(await ctx.db.order.count({ where: { status: 'completed', receiptSentAt: null, receiptAttempts: { gte: 5 } } }));
    expect(value(text, 'skins_mails_given_up{kind="watchlist"}')).toBe(await ctx.db.watchMatch.count({ where: { notifiedAt: null, mailAttempts: { gte: 5 } } }));
  });

  it('is absent in production without a token', async () => {
    const env = testEnv({ ...PRODUCTION_SECRETS, DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, db: ctx.db });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
