import { z } from 'zod';
import { expireOverdueOrders } from '../services/orders/expire-overdue-orders.ts';
import { settleAbandonedPayments } from '../services/orders/settle-abandoned-payments.ts';
import { paysageConfig } from '../services/payments/config.ts';
import { defineJob, QUEUES } from './define-job.ts';

export const expireOrdersJob = defineJob({
  name: 'expire-orders',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 60_000,
  handler: async (_payload, { db, env, log }) => {
    const expired = await expireOverdueOrders(db);
    if (expired.length) log.info({ orders: expired }, 'expired overdue pending orders');
    // Orders stuck at 3-D Secure: the provider is asked before any of them is canceled.
    const abandoned = await settleAbandonedPayments(db, paysageConfig(env));
    if (abandoned.canceled.length) log.info({ orders: abandoned.canceled }, 'canceled orders abandoned at 3-D Secure');
    if (abandoned.unreachable.length) log.warn({ orders: abandoned.unreachable }, 'Paysage unreachable: overdue processing orders left as they are');
    return { expired: expired.length, abandoned: abandoned.canceled.length, unreachable: abandoned.unreachable.length };
  },
});
