import type { PaymentPurpose } from './widget-params.ts';

/** The order id of a result page's query: a positive whole number, or null. */
export function parseOrderId(value: string | null): number | null {
  return value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** `type=top-up` marks a balance top-up (its pages say so and lead back to the balance). */
export function parsePurpose(value: string | null): PaymentPurpose {
  return value === 'top-up' ? 'top-up' : 'cart';
}
