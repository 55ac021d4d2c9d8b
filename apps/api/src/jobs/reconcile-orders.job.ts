import { z } from 'zod';
import { reconcileOrders } from '../services/orders/reconcile-orders.ts';
import { paysageConfig } from '../services/payments/config.ts';
import { defineJob, QUEUES } from './define-job.ts';

/**
 * Asks Paysage about open orders whose notification has not come. When the provider is unreachable
 * the run throws, and BullMQ retries it with growing pauses; no order is failed because of it.
 */
export const reconcileOrdersJob = defineJob({
  name: 'reconcile-orders',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 30_000,
  retry: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async (_payload, { db, env, log }) => {
    const report = await reconcileOrders(db, paysageConfig(env));
    if (report.applied.length) log.info({ applied: report.applied }, 'reconciled orders with Paysage');
    if (report.testPayments.length) log.warn({ refused: report.testPayments }, 'refused Paysage test payments: the shop is not in test mode');
    return { checked: report.checked, applied: report.applied.length };
  },
});
