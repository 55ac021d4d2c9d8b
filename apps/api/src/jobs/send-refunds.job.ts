import { z } from 'zod';
import { paysageConfig } from '../services/payments/config.ts';
import { sendPendingRefunds } from '../services/refunds/send-refunds.ts';
import { defineJob, QUEUES } from './define-job.ts';

/** Asks the provider for every recorded refund, once each (services/refunds/send-refunds.ts). */
export const sendRefundsJob = defineJob({
  name: 'send-refunds',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 10_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async (_payload, { db, env, log }) => {
    const report = await sendPendingRefunds(db, paysageConfig(env), { answerWindowMs: env.REFUND_ANSWER_WINDOW_SECONDS * 1000 });
    if (report.succeeded.length || report.failed.length) log.info(report, 'refunds asked of the provider');
    if (report.failed.length) log.error({ refunds: report.failed }, 'the provider refused refunds: staff must settle them (orders attention)');
    return { succeeded: report.succeeded.length, failed: report.failed.length, retrying: report.retrying.length };
  },
});
