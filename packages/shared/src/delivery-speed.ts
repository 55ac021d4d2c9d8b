import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** How far back the delivery speed is measured. */
export const DELIVERY_SPEED_WINDOW_MINUTES = 60;

/**
 * What the shop can honestly say about how fast its offers go out:
 * - `measured`: the median time from payment to offer over the window (`median_seconds`, of `offers` offers);
 * - `slow`: the bots are behind (paid deliveries waiting past their turn, or a median above the threshold);
 * - `steam_trouble`: Steam is failing the bots right now (recent errors, rate limits);
 * - `no_data`: no offer went out in the window, so there is nothing to promise.
 */
export const DELIVERY_SPEED_STATES = ['measured', 'slow', 'steam_trouble', 'no_data'] as const;
export type DeliverySpeedState = (typeof DELIVERY_SPEED_STATES)[number];

/** GET /api/delivery-speed: measured from the shop's own trade events, recomputed at most every few seconds. */
export const deliverySpeedSchema = z.object({
  state: z.enum(DELIVERY_SPEED_STATES),
  /** The median seconds from payment to the offer going out, over the window; null with no offers in it. */
  median_seconds: z.number().int().nullable(),
  /** How many offers the median is of. */
  offers: z.number().int(),
  /** Paid deliveries whose offer should be out by now and is not. */
  waiting: z.number().int(),
  window_minutes: z.number().int(),
  measured_at: z.string(),
});
export type DeliverySpeed = z.infer<typeof deliverySpeedSchema>;
export const deliverySpeedResponseSchema = okEnvelope(deliverySpeedSchema);
