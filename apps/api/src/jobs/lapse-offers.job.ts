import { z } from 'zod';
import { lapseOffers } from '../services/sell-orders/lapse-offers.ts';
import { defineJob, QUEUES } from './define-job.ts';

/** Staff's offers nobody answered in time go back to pending (services/sell-orders/lapse-offers.ts). */
export const lapseOffersJob = defineJob({
  name: 'lapse-offers',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 10 * 60_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async (_payload, { db, log }) => {
    const lapsed = await lapseOffers(db);
    if (lapsed.length) log.info({ sellOrders: lapsed }, 'offers lapsed unanswered');
    return { lapsed: lapsed.length };
  },
});
