import type { PaymentPurpose } from './widget-params.ts';

/** The order id of a result page's query: a positive whole number, or null. */
export function parseOrderId(value: string | null): number | null {
  return value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The checkout's status token on a result page's query (reads that one order's status without a session). */
export function parseStatusToken(value: string | null): string | null {
  return value !== null && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
}

/** `type=top-up` marks a balance top-up (its pages say so and lead back to the balance). */
export function parsePurpose(value: string | null): PaymentPurpose {
  return value === 'top-up' ? 'top-up' : 'cart';
}
