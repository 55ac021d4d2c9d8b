import { z } from 'zod';
import { recordId, text } from './text.ts';
import { okEnvelope } from './envelope.ts';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'canceled', 'refund_required'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const orderStatusQuerySchema = z.object({
  order_id: recordId('No order ID provided'),
  /** The checkout answer's status_token: enough on its own, so a buyer whose session ended still sees the result. */
  status_token: text().max(128).optional(),
});
export const orderCancelBodySchema = z.object({
  order_id: recordId('No order ID provided'),
});

/** GET /api/orders/status: what the processing page polls (spec §4 Processing page). */
export const orderStatusResponseSchema = z.object({
  status: z.literal('OK'),
  order: z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), message: z.string().nullable(), amount: z.number(), currency: z.string() }),
});

/** Spec §3 Order history row: one per item; created_at in seconds since the epoch. */
export const orderHistoryRowSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  title: z.string(),
  img_url: z.string(),
  category: z.string(),
  sum: z.number(),
  count: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.number().int(),
  /** What the whole order charged (after promo discount and VAT), in `currency`; the same on each of its rows. */
  order_amount: z.number().optional(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;
export const orderHistoryResponseSchema = okEnvelope(z.array(orderHistoryRowSchema));

export type OrderDisplayStatus = { label: 'Successfully' | 'Canceled' | 'Failed' | 'Pending' | 'Processing'; color: 'green' | 'red' | 'orange' | 'blue' };

/** Spec §4 Order history display status, for each status an order can have (no other text ever arrives). */
const DISPLAY_STATUS: Record<OrderStatusName, OrderDisplayStatus> = {
  completed: { label: 'Successfully', color: 'green' },
  canceled: { label: 'Canceled', color: 'red' },
  failed: { label: 'Failed', color: 'red' },
  refund_required: { label: 'Failed', color: 'red' },
  pending: { label: 'Pending', color: 'orange' },
  processing: { label: 'Processing', color: 'blue' },
};

export function orderDisplayStatus(status: OrderStatusName): OrderDisplayStatus {
  return DISPLAY_STATUS[status];
}
