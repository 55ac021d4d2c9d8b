import type { widgetCheckoutResponseSchema } from '@skins/shared';
import type { z } from 'zod';

/** The widget flow's answer of POST /api/orders/checkout (and of POST /api/balance/top-up). */
export type WidgetCheckoutAnswer = z.infer<typeof widgetCheckoutResponseSchema>;

/** What the buyer typed into the checkout form, handed to the widget so its own form is prefilled. */
export interface WidgetCustomer {
  email: string;
  first_name: string;
  last_name: string;
  country?: string;
  city: string;
  zip: string;
  address: string;
  phone: string;
}

/** The outcome the widget reports when it closes (beGateway's closeWidget). */
export type WidgetStatus = 'successful' | 'failed' | 'pending' | 'redirected' | 'error' | null;

/** `new BeGateway(params)` in public-key mode (knowhow/paysage-provider.md §2; the sandbox reads the same). */
export interface BeGatewayParams {
  checkout: {
    test: boolean;
    transaction_type: 'payment';
    public_key: string;
    order: { amount: number; currency: string; description: string; tracking_id: string };
    settings: {
      success_url: string;
      decline_url: string;
      fail_url: string;
      cancel_url: string;
      notification_url: string;
      language: string;
      auto_return: number;
    };
    customer?: WidgetCustomer;
  };
  /** Returning false keeps the page where it is: the app then goes to the outcome itself. */
  closeWidget: (status: WidgetStatus) => boolean | void;
}

/** Paying for the cart, or topping up the balance (its result pages say so). */
export type PaymentPurpose = 'cart' | 'top-up';

/** Spec §9: the widget opens 100 ms after the modal closes and shows its result for 3 s. */
export const WIDGET_LAUNCH_DELAY_MS = 100;
export const WIDGET_AUTO_RETURN_SECONDS = 3;

/** The query of the result pages: the order, and for a top-up which kind of payment it was. */
export function paymentResultQuery(orderId: number, purpose: PaymentPurpose): string {
  return purpose === 'top-up' ? `order_id=${orderId}&type=top-up` : `order_id=${orderId}`;
}

/**
 * Spec §7 Payment widget: the public key, the amount in minor units, currency, description 'Order #{id}', the
 * tracking id, success/decline/fail/cancel URLs on this site, the api's notification URL, language en and
 * auto_return 3. The amount and currency are the server's (the order's), never recomputed here.
 */
export function buildWidgetParams(
  answer: WidgetCheckoutAnswer,
  options: { origin: string; cancelPath: string; purpose: PaymentPurpose; customer?: WidgetCustomer; closeWidget: BeGatewayParams['closeWidget'] },
): BeGatewayParams {
  const query = paymentResultQuery(answer.order_id, options.purpose);
  const failUrl = `${options.origin}/fail-payment?${query}`;
  return {
    checkout: {
      test: answer.test_mode,
      transaction_type: 'payment',
      public_key: answer.public_key,
      order: { amount: answer.amount_minor, currency: answer.currency, description: answer.description, tracking_id: answer.tracking_id },
      settings: {
        success_url: `${options.origin}/processing-payment?${query}`,
        decline_url: failUrl,
        fail_url: failUrl,
        cancel_url: `${options.origin}${options.cancelPath}`,
        notification_url: answer.notification_url,
        language: 'en',
        auto_return: WIDGET_AUTO_RETURN_SECONDS,
      },
      ...(options.customer ? { customer: options.customer } : {}),
    },
    closeWidget: options.closeWidget,
  };
}
