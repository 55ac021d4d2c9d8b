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
  status: z.string(),
  created_at: z.number().int(),
  /** What the whole order charged (after promo discount and VAT), in `currency`; the same on each of its rows. */
  order_amount: z.number().optional(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;
export const orderHistoryResponseSchema = okEnvelope(z.array(orderHistoryRowSchema));

/** Spec §4 Order history display status. */
export function orderDisplayStatus(status: string): { label: 'Successfully' | 'Canceled' | 'Failed' | 'Pending' | 'Processing'; color: 'green' | 'red' | 'orange' | 'blue' } {
  const value = status.toLowerCase();
  if (['success', 'completed', 'accepted'].includes(value)) return { label: 'Successfully', color: 'green' };
  if (value === 'canceled') return { label: 'Canceled', color: 'red' };
  if (['failed', 'denied', 'payment error', 'refund_required'].includes(value)) return { label: 'Failed', color: 'red' };
  if (value === 'pending') return { label: 'Pending', color: 'orange' };
  return { label: 'Processing', color: 'blue' };
}
