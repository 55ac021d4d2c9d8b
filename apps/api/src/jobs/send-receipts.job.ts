import { z } from 'zod';
import { sendPendingReceipts } from '../services/orders/send-receipts.ts';
import { defineJob, QUEUES } from './define-job.ts';
import { workerMailer } from './send-email.job.ts';

/** Mails the receipt of every paid order that has none yet (the outbox of services/orders/send-receipts.ts). */
export const sendReceiptsJob = defineJob({
  name: 'send-receipts',
  queue: QUEUES.mail,
  payload: z.object({}).strict(),
  // As often as the offer mails' job: an offer mail waits for its order's receipt.
  every: 5_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async (_payload, { db, env, log }) => {
    const sent = await sendPendingReceipts(db, workerMailer(env).send, env.PUBLIC_WEB_URL.replace(/\/+$/, ''));
    if (sent.length) log.info({ orders: sent }, 'sent order receipts');
    return { sent: sent.length };
  },
});
