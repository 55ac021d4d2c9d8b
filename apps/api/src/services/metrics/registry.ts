/**
 * The Prometheus metrics of one api process (observability). Request latency is measured in the
 * process; everything about the shop's state (queues, payments, orders needing attention) is read from Redis
 * and PostgreSQL at scrape time, so every replica reports the same shared truth and nothing is lost when a
 * replica restarts. Scrape any one replica for the shared gauges; sum request histograms over replicas.
 */
import type { PrismaClient } from '@skins/db';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { missingSchedulers, scheduledJobs, type QueueMap } from '../../jobs/schedulers.ts';
import { MAIL_MAX_ATTEMPTS } from '../mail/retry-pause.ts';
import { needsAttentionWhere } from '../orders/orders-needing-attention.ts';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'] as const;

export interface MetricsSources {
  db: PrismaClient;
  queues: QueueMap;
}

export interface ApiMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
}

export function createApiMetrics({ db, queues }: MetricsSources): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, not the URL) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs per BullMQ queue and state (failed: kept failed jobs, i.e. failures)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [name, queue] of queues) {
        const counts = await queue.getJobCounts(...JOB_STATES);
        for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
      }
    },
  });

  new Gauge({
    name: 'bullmq_job_schedulers_missing',
    help: 'Job schedulers missing from Redis (the worker re-creates them; non-zero for long means no worker runs)',
    registers: [registry],
    async collect() {
      this.set((await missingSchedulers(queues)).length);
    },
  });

  new Gauge({
    name: 'bullmq_job_schedulers',
    help: 'Job schedulers the code defines',
    registers: [registry],
    collect() {
      this.set(scheduledJobs.length);
    },
  });

  new Gauge({
    name: 'skins_payments',
    help: 'Provider transactions applied, by outcome (provider status) and how they arrived (notification or reconciler)',
    labelNames: ['outcome', 'source'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.paymentEvent.groupBy({ by: ['status', 'source'], _count: { _all: true } });
      this.reset();
      for (const row of rows) this.set({ outcome: row.status, source: row.source }, row._count._all);
    },
  });

  new Gauge({
    name: 'skins_orders',
    help: 'Orders by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.order.groupBy({ by: ['status'], _count: { _all: true } });
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row._count._all);
    },
  });

  new Gauge({
    name: 'skins_orders_needing_attention',
    help: 'Orders a person should look at (paid after their items sold; still open after they expired)',
    registers: [registry],
    async collect() {
      this.set(await db.order.count({ where: needsAttentionWhere(new Date()) }));
    },
  });

  new Gauge({
    name: 'skins_mails_given_up',
    help: 'Mails that used up their tries unsent (the mail server failed or answered too late), by kind; receipts also show in orders attention',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const [receipts, alerts] = await Promise.all([
        db.order.count({ where: { status: 'completed', kind: 'cart', receiptSentAt: null, receiptAttempts: { gte: MAIL_MAX_ATTEMPTS } } }),
        db.watchMatch.count({ where: { notifiedAt: null, mailAttempts: { gte: MAIL_MAX_ATTEMPTS } } }),
      ]);
      this.set({ kind: 'receipt' }, receipts);
      this.set({ kind: 'watchlist' }, alerts);
    },
  });

  return { registry, requestDuration };
}
