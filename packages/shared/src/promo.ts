import { z } from 'zod';
import { text } from './text.ts';

/** Spec §8 texts and the reasons a code is refused (each names what to do about it). */
export const PROMO_MESSAGES = {
  applied: 'Promo code applied successfully',
  failed: 'Failed to validate promo code',
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is no longer active.',
  notStarted: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  exhausted: 'This promo code has been used up.',
  usedByYou: 'You have already used this promo code.',
  belowMinimum: (minimum: string) => `This promo code needs a cart total of at least ${minimum}.`,
  removed: 'Promo code removed',
} as const;

export const DELIVERY_NOTE = 'Free delivery by Steam trade offer to your trade URL';

export const applyPromoBodySchema = z.object({
  code: text({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(40).transform((code) => code.toUpperCase()),
  currency: z.string().trim().toUpperCase().length(3).optional(),
});

/** The totals lines of the cart summary and the checkout (spec §2 Cart: delivery, VAT and promo lines). */
export const cartTotalsSchema = z.object({
  currency: z.string(),
  currency_symbol: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  promo_code: z.string().nullable(),
  /** Why the applied code no longer counts (e.g. the cart fell below its minimum); null when it counts. */
  promo_problem: z.string().nullable(),
  delivery: z.number(),
  delivery_note: z.string(),
  vat_percent: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;
export const cartTotalsResponseSchema = z.object({ status: z.literal('OK'), message: z.string().optional(), totals: cartTotalsSchema });
