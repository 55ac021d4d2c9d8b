import { STORAGE_KEYS } from '@skins/shared';
import type { PaymentPurpose, WidgetStatus } from './widget-params.ts';
import { paymentResultQuery } from './widget-params.ts';

export type WidgetOutcome = 'success' | 'failure' | 'pending' | 'cancel';

/**
 * Spec §4 Checkout (widget flow): successful -> success; failed, error or declined -> failure; closed
 * without paying (null) -> cancelled. A payment sent elsewhere (pending, redirected) is settled by the
 * notification, so the buyer waits on the processing page like after a success.
 */
export function widgetOutcome(status: WidgetStatus | string | undefined): WidgetOutcome {
  if (status === 'successful' || status === 'success') return 'success';
  if (status === 'failed' || status === 'error' || status === 'declined') return 'failure';
  if (status === 'pending' || status === 'redirected') return 'pending';
  return 'cancel';
}

export interface OutcomeStep {
  /** Where the app goes next. */
  path: string;
  /** Local storage entries to write (spec §3 keys). */
  store: Record<string, string>;
}

/**
 * What follows a widget outcome: the processing page for a success (storing last_payment_status, last_order_id
 * and cart_needs_refresh so the cart reloads), the fail page for a failure, the cancel path otherwise.
 */
export function outcomeStep(outcome: WidgetOutcome, orderId: number, purpose: PaymentPurpose, cancelPath: string, statusToken?: string): OutcomeStep {
  const query = paymentResultQuery(orderId, purpose, statusToken);
  const cartRefresh: Record<string, string> = purpose === 'cart' ? { [STORAGE_KEYS.cartNeedsRefresh]: 'true' } : {};
  switch (outcome) {
    case 'success':
    case 'pending':
      return {
        path: `/processing-payment?${query}`,
        store: { [STORAGE_KEYS.lastPaymentStatus]: 'success', [STORAGE_KEYS.lastOrderId]: String(orderId), ...cartRefresh },
      };
    case 'failure':
      return {
        path: `/fail-payment?${query}`,
        store: { [STORAGE_KEYS.lastPaymentStatus]: 'failed', [STORAGE_KEYS.lastOrderId]: String(orderId), ...cartRefresh },
      };
    case 'cancel':
      return { path: cancelPath, store: {} };
  }
}
