import { describe, expect, it, vi } from 'vitest';
import { buildWidgetParams } from './widget-params.ts';
import type { WidgetCheckoutAnswer } from './widget-params.ts';
import { outcomeStep, widgetOutcome } from './widget-outcome.ts';

const answer: WidgetCheckoutAnswer = {
  status: 'OK',
  order_id: 42,
  amount: 123.45,
  amount_minor: 12345,
  currency: 'EUR',
  tracking_id: 'track-42',
  notification_url: 'https://api.example/api/payments/paysage/notifications',
  description: 'Order #42',
  token: 'a'.repeat(64),
  checkout_url: 'https://checkout.example',
  status_token: 'st-42',
  test_mode: true,
};

describe('buildWidgetParams', () => {
  it('opens the widget in token mode with the server-made token and nothing the page could change', () => {
    const closeWidget = vi.fn();
    expect(buildWidgetParams(answer, closeWidget)).toEqual({ checkout_url: 'https://checkout.example', token: 'a'.repeat(64), closeWidget });
  });
});

describe('widget outcome', () => {
  it('reads the statuses closeWidget reports', () => {
    expect(['successful', 'failed', 'error', 'declined', 'pending', 'redirected', null].map((status) => widgetOutcome(status))).toEqual([
      'success',
      'failure',
      'failure',
      'failure',
      'pending',
      'pending',
      'cancel',
    ]);
  });

  it('stores the payment outcome and asks the cart to refresh after a cart payment (spec §4)', () => {
    expect(outcomeStep('success', 42, 'cart', '/cart')).toEqual({
      path: '/processing-payment?order_id=42',
      store: { last_payment_status: 'success', last_order_id: '42', cart_needs_refresh: 'true' },
    });
    expect(outcomeStep('failure', 42, 'cart', '/cart')).toEqual({
      path: '/fail-payment?order_id=42',
      store: { last_payment_status: 'failed', last_order_id: '42', cart_needs_refresh: 'true' },
    });
    expect(outcomeStep('cancel', 42, 'cart', '/cart')).toEqual({ path: '/cart', store: {} });
    expect(outcomeStep('success', 7, 'top-up', '/account?tab=balance').store).toEqual({ last_payment_status: 'success', last_order_id: '7' });
    // The status token rides along, so the result page can read the order without a session.
    expect(outcomeStep('failure', 42, 'cart', '/cart', 'st/42').path).toBe('/fail-payment?order_id=42&status_token=st%2F42');
  });
});
