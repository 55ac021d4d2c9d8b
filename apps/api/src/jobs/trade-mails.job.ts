import { z } from 'zod';
import { sendTradeMails, tradingPortOf } from '../trading/index.ts';
import { defineJob, QUEUES } from './define-job.ts';
import { workerMailer } from './send-email.job.ts';

/** Mails each offer Steam has (once per attempt) and each confirmed refund (trading/send-trade-mails.ts). */
export const tradeMailsJob = defineJob({
  name: 'trade-mails',
  queue: QUEUES.mail,
  payload: z.object({}).strict(),
  every: 5_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async (_payload, { db, env }) => {
    const port = tradingPortOf(env);
    return sendTradeMails(db, workerMailer(env).send, { webUrl: env.PUBLIC_WEB_URL.replace(/\/+$/, ''), offerUrl: (offerId) => port.offerUrl(offerId) });
  },
});
