import { z } from 'zod';
import { sweepCustody } from '../trading/index.ts';
import { defineJob, QUEUES } from './define-job.ts';

/** Puts listings back on sale once their asset may be traded again, and withdraws those of retired bots. */
export const custodySweepJob = defineJob({
  name: 'custody-sweep',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 60_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async (_payload, { db, log }) => {
    const swept = await sweepCustody(db);
    if (swept.withdrawn || swept.released) log.info(swept, 'custody sweep changed listings');
    return swept;
  },
});
