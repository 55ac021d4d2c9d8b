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
  public_key: 'public-key',
  test_mode: true,
};

describe('buildWidgetParams', () => {
  it('passes the server amount in minor units, the tracking id and the result URLs of this site', () => {
    const closeWidget = vi.fn();
    const params = buildWidgetParams(answer, { origin: 'https://shop.example', cancelPath: '/cart', purpose: 'cart', closeWidget });
    expect(params).toEqual({
      checkout: {
        test: true,
        transaction_type: 'payment',
        public_key: 'public-key',
        order: { amount: 12345, currency: 'EUR', description: 'Order #42', tracking_id: 'track-42' },
        settings: {
          success_url: 'https://shop.example/processing-payment?order_id=42',
          decline_url: 'https://shop.example/fail-payment?order_id=42',
          fail_url: 'https://shop.example/fail-payment?order_id=42',
          cancel_url: 'https://shop.example/cart',
          notification_url: 'https://api.example/api/payments/paysage/notifications',
          language: 'en',
          auto_return: 3,
        },
      },
      closeWidget,
    });
  });

  it('marks a top-up on its result URLs and returns a cancelled one to the balance', () => {
    const params = buildWidgetParams(
      { ...answer, test_mode: false },
      { origin: 'https://shop.example', cancelPath: '/account?tab=balance', purpose: 'top-up', closeWidget: () => false, customer: { email: 'a@b.c', first_name: 'A', last_name: 'B', city: 'Riga', zip: 'LV-1', address: 'x', phone: '+37120000000' } },
    );
    expect(params.checkout.test).toBe(false);
    expect(params.checkout.settings.success_url).toBe('https://shop.example/processing-payment?order_id=42&type=top-up');
    expect(params.checkout.settings.cancel_url).toBe('https://shop.example/account?tab=balance');
    expect(params.checkout.customer?.email).toBe('a@b.c');
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
  });
});
