import { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import { ORDER_STATUSES } from './orders.ts';
import { text } from './text.ts';

/**
 * A buyer's order as a timeline, told from the records that prove each step (CONVENTIONS §14):
 * the order's own steps (created, reserved, paid, delivered once every delivery is, or why it stopped), each
 * delivery's trade offer as Steam reported it, and each refund the provider confirmed.
 */
export const ORDER_TIMELINE_STEPS = ['created', 'reserved', 'paid', 'delivered', 'refunded', 'stopped'] as const;
export type OrderTimelineStepKey = (typeof ORDER_TIMELINE_STEPS)[number];

export const orderTimelineStepSchema = z.object({
  step: z.enum(ORDER_TIMELINE_STEPS),
  /** ISO time the step was reached; null for a step still ahead. */
  at: z.string().nullable(),
  /** What the buyer may want to quote or know: the provider's payment reference, the item count, the reason it stopped. */
  detail: z.string().nullable(),
});
export type OrderTimelineStep = z.infer<typeof orderTimelineStepSchema>;

/**
 * Where one delivery stands, in the buyer's words: `preparing` until Steam has an offer, then the offer's
 * fate. `declined`, `expired` and `countered` wait for the buyer's one resend (`can_resend`) until
 * `resendable_until`, after which the items are refunded; `failed` means refunded (or being refunded).
 */
export const DELIVERY_STATES = ['preparing', 'awaiting_owner', 'confirming', 'sent', 'accepted', 'on_hold', 'protected', 'delivered', 'declined', 'expired', 'countered', 'failed', 'reversed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STEPS = ['preparing', 'sent', 'accepted', 'on_hold', 'protected', 'delivered', 'declined', 'expired', 'countered', 'resent', 'failed', 'reversed'] as const;

/**
 * Why a delivery failed (or a refund was made), as a code the web names in the buyer's language; `other` keeps
 * the recorded words (staff's own reason, say), shown as they are.
 */
export const FAILURE_CODES = ['declined', 'expired', 'countered', 'invalid_items', 'unconfirmed', 'items_gone', 'steam_failed', 'cancelled', 'not_in_inventory', 'owner_unconfirmed', 'other'] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export const deliveryViewSchema = z.object({
  id: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  items: z.array(z.string()),
  /** The Steam bot that sends the offer (its account name, as Steam shows it). */
  bot: z.string(),
  /** The code the offer's message carries: the buyer accepts only an offer that shows it. */
  code: z.string().nullable(),
  offer_url: z.string().nullable(),
  /** The shop withdraws the offer at this time if nobody accepted it. */
  deadline: z.string().nullable(),
  hold_until: z.string().nullable(),
  protected_until: z.string().nullable(),
  resendable_until: z.string().nullable(),
  can_resend: z.boolean(),
  failure_reason: z.string().nullable(),
  failure_code: z.enum(FAILURE_CODES).nullable(),
  steps: z.array(z.object({ step: z.enum(DELIVERY_STEPS), at: z.string(), detail: z.string().nullable() })),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const refundViewSchema = z.object({
  id: z.number().int(),
  /** The item refunded, or null for the whole order. */
  item: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  /** requested: recorded and on its way to the provider; succeeded: the provider confirmed it. */
  state: z.enum(['requested', 'succeeded', 'failed']),
  at: z.string(),
  reason: z.string(),
  /** Why, for a refund of items a delivery could not bring; null for other refunds (their reason is staff's words). */
  reason_code: z.enum(FAILURE_CODES).nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const orderTimelineSchema = z.object({
  order_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  steps: z.array(orderTimelineStepSchema),
  deliveries: z.array(deliveryViewSchema),
  refunds: z.array(refundViewSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;
export const orderTimelineResponseSchema = okEnvelope(orderTimelineSchema);

export const orderIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Order not found' }).int('Order not found').positive('Order not found'),
});

export const deliveryParamsSchema = orderIdParamsSchema.extend({
  deliveryId: z.coerce.number({ error: 'Delivery not found' }).int('Delivery not found').positive('Delivery not found').max(2_147_483_647, 'Delivery not found'),
});

/** POST /api/orders/{id}/deliveries/{deliveryId}/resend: once, optionally to a corrected trade URL of the buyer's own. */
export const resendDeliveryBodySchema = z.object({
  trade_url: text().trim().max(300).optional(),
});
export const resendDeliveryResponseSchema = okEnvelope(deliveryViewSchema);

/** GET /api/trading/hold-days?trade_url=: how long Steam would hold a trade with that account (0: none). */
export const holdDaysQuerySchema = z.object({ trade_url: text().trim().min(1).max(300) });
export const holdDaysResponseSchema = okEnvelope(z.object({ days: z.number().int().min(0) }));
