import { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import { ORDER_STATUSES } from './orders.ts';

/** The steps a buyer's order goes through (issue 16.4), in order; an order that stopped ends in `stopped`. */
export const ORDER_TIMELINE_STEPS = ['created', 'reserved', 'paid', 'delivered', 'stopped'] as const;
export type OrderTimelineStepKey = (typeof ORDER_TIMELINE_STEPS)[number];

export const orderTimelineStepSchema = z.object({
  step: z.enum(ORDER_TIMELINE_STEPS),
  /** ISO time the step was reached; null for a step still ahead. */
  at: z.string().nullable(),
  /** What the buyer may want to quote or know: the provider's payment reference, the item count, the reason it stopped. */
  detail: z.string().nullable(),
});
export type OrderTimelineStep = z.infer<typeof orderTimelineStepSchema>;

export const orderTimelineSchema = z.object({
  order_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  steps: z.array(orderTimelineStepSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;
export const orderTimelineResponseSchema = okEnvelope(orderTimelineSchema);

export const orderIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Order not found' }).int('Order not found').positive('Order not found'),
});
