import { z } from 'zod';
import { SELLER_STEPS_QUIET_MS, sendSellerStepMails } from '../services/sell-orders/seller-step-mails.ts';
import { defineJob, QUEUES } from './define-job.ts';
import { workerMailer } from './send-email.job.ts';

/** Mails each seller the steps of their sell orders, once each and as they stand, within seconds (seller-step-mails.ts). */
export const sellerMailsJob = defineJob({
  name: 'seller-mails',
  queue: QUEUES.mail,
  payload: z.object({}).strict(),
  every: 5_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async (_payload, { db, env }) => {
    const mailed = await sendSellerStepMails(db, workerMailer(env).send, env.PUBLIC_WEB_URL.replace(/\/+$/, ''), { quietMs: Math.max(500, SELLER_STEPS_QUIET_MS * env.JOB_EVERY_SCALE) });
    return { mailed };
  },
});
