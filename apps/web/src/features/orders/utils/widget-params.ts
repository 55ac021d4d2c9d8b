import type { widgetCheckoutResponseSchema } from '@skins/shared';
import type { z } from 'zod';

/** The widget flow's answer of POST /api/orders/checkout (and of POST /api/balance/top-up). */
export type WidgetCheckoutAnswer = z.infer<typeof widgetCheckoutResponseSchema>;

/** The outcome the widget reports when it closes (beGateway's closeWidget). */
export type WidgetStatus = 'successful' | 'failed' | 'pending' | 'redirected' | 'error' | null;

/**
 * `new BeGateway(params)` in token mode (knowhow/paysage-provider.md §2): the server created the checkout,
 * so the widget needs only where the checkout lives and the token. Public-key mode is never used: it let
 * the browser choose the amount and where the provider sends its notifications.
 */
export interface BeGatewayParams {
  checkout_url: string;
  token: string;
  /** Returning false keeps the page where it is: the app then goes to the outcome itself. */
  closeWidget: (status: WidgetStatus) => boolean | void;
}

/** Paying for the cart, or topping up the balance (its result pages say so). */
export type PaymentPurpose = 'cart' | 'top-up';

/** Spec §9: the widget opens 100 ms after the modal closes and shows its result for 3 s. */
export const WIDGET_LAUNCH_DELAY_MS = 100;
export const WIDGET_AUTO_RETURN_SECONDS = 3;

/**
 * The query of the result pages: the order, for a top-up which kind of payment it was, and the status token
 * that lets them read the order's status even when the session ended meanwhile.
 */
export function paymentResultQuery(orderId: number, purpose: PaymentPurpose, statusToken?: string): string {
  const query = purpose === 'top-up' ? `order_id=${orderId}&type=top-up` : `order_id=${orderId}`;
  return statusToken ? `${query}&status_token=${encodeURIComponent(statusToken)}` : query;
}

/**
 * Spec §7 Payment widget. The amount in minor units, currency, description 'Order #{id}', tracking id,
 * success/decline/fail/cancel URLs, notification URL, language and auto_return are all in the server-made
 * checkout behind the token (apps/api services/payments/open-payment.ts); the page adds nothing to them.
 */
export function buildWidgetParams(answer: WidgetCheckoutAnswer, closeWidget: BeGatewayParams['closeWidget']): BeGatewayParams {
  return { checkout_url: answer.checkout_url, token: answer.token, closeWidget };
}
