import { z } from 'zod';
import { expireOverdueOrders } from '../services/orders/expire-overdue-orders.ts';
import { defineJob, QUEUES } from './define-job.ts';

export const expireOrdersJob = defineJob({
  name: 'expire-orders',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 60_000,
  handler: async (_payload, { db, log }) => {
    const expired = await expireOverdueOrders(db);
    if (expired.length) log.info({ orders: expired }, 'expired overdue pending orders');
    return { expired: expired.length };
  },
});
