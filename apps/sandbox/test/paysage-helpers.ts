import { basic, form, json } from './helpers.ts';

export const SHOP = 'https://shop.test';

export function checkoutBody(notificationUrl: string, overrides: { order?: object; settings?: object; checkout?: object } = {}) {
  return {
    checkout: {
      transaction_type: 'payment',
      test: true,
      order: { amount: 1234, currency: 'EUR', description: 'Order #42', tracking_id: 'order-42', ...overrides.order },
      settings: {
        success_url: `${SHOP}/payment/success?order=42`,
        decline_url: `${SHOP}/payment/decline`,
        fail_url: `${SHOP}/payment/fail`,
        cancel_url: `${SHOP}/cart`,
        notification_url: notificationUrl,
        language: 'en',
        auto_return: 0,
        ...overrides.settings,
      },
      ...overrides.checkout,
    },
  };
}

export async function createCheckout(base: string, notificationUrl: string, overrides: Parameters<typeof checkoutBody>[1] = {}) {
  const response = await fetch(`${base}/paysage/ctp/api/checkouts`, json(checkoutBody(notificationUrl, overrides), { authorization: basic() }));
  if (response.status !== 200) throw new Error(`checkout creation failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { checkout: { token: string; redirect_url: string } };
  return body.checkout;
}

export const CARD = { holder: 'JOHN DOE', exp: '12/39', cvc: '123' };

/** Submits the hosted page's card form exactly as the browser does. */
export function payHosted(base: string, token: string, number: string, card: Partial<typeof CARD> = {}) {
  return fetch(`${base}/paysage/v2/checkout/pay`, form({ token, number, ...CARD, ...card }));
}

export function answer3ds(base: string, uid: string, code: string, action = 'submit') {
  return fetch(`${base}/paysage/v2/checkout/3ds`, form({ uid, code, action }));
}

export interface TransactionJson {
  uid: string;
  status: string;
  message: string;
  amount: number;
  currency: string;
  tracking_id: string;
  type: string;
  test: boolean;
  payment: { status: string; message: string };
  credit_card: { last_4: string; brand: string };
  three_d_secure_verification: { status: string } | null;
}

export interface CheckoutJson {
  token: string;
  status: string;
  message: string;
  finished: boolean;
  expired: boolean;
  gateway_response: { payment: { uid: string; status: string; message: string } } | null;
  order: { amount: number; currency: string; tracking_id: string };
}

export async function getJson<T>(url: string, auth = true): Promise<{ status: number; body: T }> {
  const response = await fetch(url, auth ? { headers: { authorization: basic() } } : {});
  return { status: response.status, body: (await response.json()) as T };
}

/** The query a redirect to the shop carries (token, uid, status, and the shop's own). */
export function locationOf(response: Response): URL {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, 'http://relative.invalid');
}
