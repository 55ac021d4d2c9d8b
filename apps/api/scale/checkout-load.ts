/**
 * The checkout load of the scaled test: each buyer signs in through the balancer, browses, adds one listing to
 * the cart, checks out and pays at the Paysage sandbox (hosted page, notification to the balancer), as
 * test/helpers/paysage-sandbox.ts does. Some buyers want the same listing, so exactly one of them may get it.
 */
import { randomUUID } from 'node:crypto';
import { createCheckout } from '../src/services/paysage/client.ts';
import { paysageConfigFor } from '../test/helpers/paysage-sandbox.ts';
import { tradeUrlFor } from '@skins/sandbox';
import { CHECKOUT_FORM } from '../test/helpers/checkout-form.ts';
import type { Answer, HttpBrowser } from './http-client.ts';

export const SUCCESS_CARD = '4200000000000000';
export const DECLINED_CARD = '4005550000000019';

export interface Buyer {
  email: string;
  password: string;
  listingId: number;
  card: string;
}

export interface BuyerResult {
  buyer: Buyer;
  orderId?: number;
  /** The listing was taken by another buyer first (409/422 on add or checkout). */
  lostRace: boolean;
  paid: boolean;
}

interface CheckoutAnswer {
  order_id: number;
  tracking_id: string;
  amount_minor: number;
  currency: string;
}

function expectStatus(answer: Answer, allowed: number[]): void {
  if (!allowed.includes(answer.status)) throw new Error(`${answer.method} ${answer.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
}

export async function runBuyer(browser: HttpBrowser, buyer: Buyer, stack: { url: string; sandboxUrl: string }): Promise<BuyerResult> {
  expectStatus(await browser.get('/sanctum/csrf-cookie'), [204]);
  expectStatus(await browser.post('/api/login', { username: buyer.email, password: buyer.password }), [200]);
  expectStatus(await browser.get('/api/user/profile'), [200]);
  expectStatus(await browser.get('/api/items/list?limit=6'), [200]);
  expectStatus(await browser.get('/api/user/profile'), [200]);

  const added = await browser.post('/api/cart/add', { id: buyer.listingId });
  expectStatus(added, [200, 409, 422]);
  if (added.status !== 200) return { buyer, lostRace: true, paid: false };
  // The form's Steam account's real trade URL: checkout asks Steam (the stack's sandbox), which refuses a made-up token.
  const checkout = await browser.post('/api/orders/checkout', { ...CHECKOUT_FORM, tradeUrl: tradeUrlFor(CHECKOUT_FORM.steamId) }, { 'idempotency-key': `scale-${randomUUID()}` });
  expectStatus(checkout, [200, 409, 422]);
  if (checkout.status !== 200) return { buyer, lostRace: true, paid: false };
  const order = checkout.body as CheckoutAnswer;

  const sandbox = paysageConfigFor(stack.sandboxUrl);
  const hosted = await createCheckout(sandbox, {
    amountMinor: BigInt(order.amount_minor),
    currency: order.currency,
    description: `Order #${order.order_id}`,
    trackingId: order.tracking_id,
    notificationUrl: `${stack.url}/api/payments/paysage/notifications`,
    successUrl: `${stack.url}/success-payment`,
    declineUrl: `${stack.url}/fail-payment`,
    failUrl: `${stack.url}/fail-payment`,
    cancelUrl: `${stack.url}/cart`,
    customer: { email: buyer.email },
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const paid = await fetch(`${stack.sandboxUrl}/paysage/v2/checkout/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: hosted.token, number: buyer.card, holder: 'JOHN DOE', exp: '12/39', cvc: '123' }),
  });
  if (paid.status >= 400) throw new Error(`the sandbox refused the payment: ${paid.status}`);
  expectStatus(await browser.get(`/api/orders/status?order_id=${order.order_id}`), [200]);
  return { buyer, orderId: order.order_id, lostRace: false, paid: true };
}
