/**
 * The payment path under attack: every forged, altered, replayed or underpaid provider message
 * changes nothing it should not. The api runs against the real Paysage stand-in: it creates the checkout
 * token itself, the sandbox posts signed notifications to it over HTTP, and the api confirms each one with
 * the provider's status query before it believes it.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { listOrdersNeedingAttention } from '../src/services/orders/orders-needing-attention.ts';
import { reconcileOrder } from '../src/services/orders/reconcile-order.ts';
import { notificationSecrets, paysageConfig } from '../src/services/payments/config.ts';
import { handleNotification } from '../src/services/payments/handle-notification.ts';
import { createCheckout } from '../src/services/paysage/client.ts';
import { toPublicKey } from '../src/services/paysage/verify-notification.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { createPendingOrder, restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { payWithToken, usePaymentsStack } from './helpers/payments-stack.ts';
import { startSessionForTest } from './helpers/sessions.ts';
import { testEnv } from './helpers/test-env.ts';

const SANDBOX_KEY = fs.readFileSync(path.resolve(import.meta.dirname, '../../sandbox/src/paysage/dev-signing-key.pem'), 'utf8');
const SUCCESS_CARD = '4200000000000000';
const CAPTURED_BASIC = `Basic ${Buffer.from('361:sandbox-secret').toString('base64')}`;

function sign(raw: string, key: string = SANDBOX_KEY): string {
  return createSign('sha256').update(raw).sign(key, 'base64');
}

function successBody(order: { trackingId: string; amountMinor: bigint; currency: string }, uid: string, amount = Number(order.amountMinor)) {
  return {
    transaction: { uid, status: 'successful', amount, currency: order.currency, tracking_id: order.trackingId, message: 'Successfully processed', type: 'payment', test: true },
  };
}

describe('payments under attack', () => {
  const stack = usePaymentsStack();

  const notify = (payload: string, headers: Record<string, string>) =>
    stack.app.inject({ method: 'POST', url: '/api/payments/paysage/notifications', payload, headers: { 'content-type': 'application/json', ...headers } });

  async function expectUntouched(orderId: number, listingIds: number[]) {
    expect(await stack.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'pending' });
    expect(await stack.db.paymentEvent.count({ where: { orderId } })).toBe(0);
    const listings = await stack.db.listing.findMany({ where: { id: { in: listingIds } } });
    expect(listings.every((listing) => listing.status === 'reserved' && listing.reservedOrderId === orderId)).toBe(true);
  }

  /** A real transaction at the provider under `order`'s tracking id, of `amountMinor` (what an attacker could pay). */
  async function payAtProvider(order: { id: number; trackingId: string; currency: string }, amountMinor: bigint, notificationUrl = 'http://127.0.0.1:9/nowhere') {
    const checkout = await createCheckout(stack.sandbox.config, {
      amountMinor,
      currency: order.currency,
      description: `Order #${order.id}`,
      trackingId: order.trackingId,
      notificationUrl,
      successUrl: 'http://evil.test/ok',
      declineUrl: 'http://evil.test/no',
      failUrl: 'http://evil.test/no',
      cancelUrl: 'http://evil.test/no',
      customer: {},
      expiresAt: new Date(Date.now() + 600_000),
    });
    const paid = await payWithToken(stack.sandbox.base, checkout.token, SUCCESS_CARD);
    expect(paid.body.status).toBe('successful');
    return paid.body.uid!;
  }

  it('the server creates the token: the browser gets no public key and cannot choose where notifications go', async () => {
    const user = await createTestUser(stack.db, { userType: 'buyer' });
    const browser = new TestBrowser(stack.app);
    await startSessionForTest(stack.db, browser, user.id);
    const [listing] = await takeAvailableListings(stack.db, 1);
    await browser.post('/api/cart/add', { id: listing!.id });
    const response = await browser.post('/api/orders/checkout', { ...CHECKOUT_FORM, notification_url: 'http://evil.test/hook', amount: 1, tracking_id: 'mine' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).not.toHaveProperty('public_key');
    expect(answer.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.checkout_url).toBe(`${stack.sandbox.base}/paysage`);

    const atProvider = await fetch(`${stack.sandbox.base}/paysage/ctp/api/checkouts/${answer.token}`, { headers: { authorization: CAPTURED_BASIC } });
    const { checkout } = (await atProvider.json()) as { checkout: { order: { amount: number; tracking_id: string }; settings: Record<string, string> } };
    expect(checkout.settings['notification_url']).toBe(`${stack.apiBase}/api/payments/paysage/notifications`);
    expect(checkout.settings['success_url']).toBe(`http://web.test/processing-payment?order_id=${answer.order_id}&status_token=${answer.status_token}`);
    expect(checkout.order).toMatchObject({ amount: answer.amount_minor, tracking_id: answer.tracking_id });
    const order = await stack.db.order.findUniqueOrThrow({ where: { id: answer.order_id } });
    expect(order.paysageToken).toBe(answer.token);

    // Paid with the token, the sandbox's signed notification completes the order (after the api confirmed it).
    expect((await payWithToken(stack.sandbox.base, answer.token, SUCCESS_CARD)).body.status).toBe('successful');
    await stack.sandbox.notificationsSettled();
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: answer.order_id } })).status).toBe('completed');
    expect(await stack.db.listing.findUniqueOrThrow({ where: { id: listing!.id } })).toMatchObject({ status: 'sold' });
    await restoreListings(stack.db, [listing!.id]);
  });

  it('a forged success with only the captured Basic credentials is refused', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    const raw = JSON.stringify(successBody(order, 'forged-basic'));
    const response = await notify(raw, { authorization: CAPTURED_BASIC });
    expect(response.statusCode).toBe(401);
    await expectUntouched(order.id, listingIds);
    await restoreListings(stack.db, listingIds);
  });

  it('an altered body, or one signed with another key, is refused', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    const raw = JSON.stringify({ transaction: { uid: 'x-1', status: 'failed', amount: Number(order.amountMinor), currency: 'EUR', tracking_id: order.trackingId } });
    const altered = raw.replace('"failed"', '"successful"');
    expect((await notify(altered, { 'content-signature': sign(raw), authorization: CAPTURED_BASIC })).statusCode).toBe(401);

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = JSON.stringify(successBody(order, 'x-2'));
    expect((await notify(forged, { 'content-signature': sign(forged, other), authorization: CAPTURED_BASIC })).statusCode).toBe(401);
    await expectUntouched(order.id, listingIds);
    await restoreListings(stack.db, listingIds);
  });

  it('a validly signed success the provider does not confirm is only a hint, and changes nothing', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    const raw = JSON.stringify(successBody(order, '2b8e8bd4-0000-4000-8000-000000000000'));
    const response = await notify(raw, { 'content-signature': sign(raw) });
    expect(response.statusCode).toBe(422);
    await expectUntouched(order.id, listingIds);
    await restoreListings(stack.db, listingIds);
  });

  it('a real payment of one order replayed onto another order changes neither', async () => {
    const victim = await createPendingOrder(stack.db);
    const cheap = await createPendingOrder(stack.db, { amountMinor: 50n });
    const uid = await payAtProvider(cheap.order, 50n);
    // The attacker re-aims the cheap order's success at the victim's tracking id (and even holds a signing key).
    const replay = JSON.stringify(successBody({ ...victim.order, amountMinor: victim.order.amountMinor }, uid));
    expect((await notify(replay, { 'content-signature': sign(replay) })).statusCode).toBe(422);
    await expectUntouched(victim.order.id, victim.listingIds);

    // The genuine one, twice: the cheap order completes once.
    const genuine = JSON.stringify(successBody(cheap.order, uid));
    const first = await notify(genuine, { 'content-signature': sign(genuine) });
    const second = await notify(genuine, { 'content-signature': sign(genuine) });
    expect([first.json().result, second.json().result]).toEqual(['applied', 'duplicate']);
    expect(await stack.db.order.findUniqueOrThrow({ where: { id: cheap.order.id } })).toMatchObject({ status: 'completed' });
    await expectUntouched(victim.order.id, victim.listingIds);
    await restoreListings(stack.db, [...victim.listingIds, ...cheap.listingIds]);
  });

  it('an underpayment never completes the order: it goes to refund_required and staff see it', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db, { amountMinor: 123_400n });
    // A real, provider-confirmed payment of 1 cent under this order's tracking id, notified to the api.
    await payAtProvider(order, 1n, `${stack.apiBase}/api/payments/paysage/notifications`);
    await stack.sandbox.notificationsSettled();
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('refund_required');
    const listings = await stack.db.listing.findMany({ where: { id: { in: listingIds } } });
    expect(listings.every((listing) => listing.status === 'available')).toBe(true);
    const attention = await listOrdersNeedingAttention(stack.db);
    expect(attention.find((row) => row.id === order.id)?.reason).toMatch(/paid 0\.01 EUR, expected 1234\.00 EUR/);
    await restoreListings(stack.db, listingIds);
  });

  it('a payment in another currency never completes the order', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db, { amountMinor: 1234n, currency: 'EUR' });
    await payAtProvider({ ...order, currency: 'USD' }, 1234n, `${stack.apiBase}/api/payments/paysage/notifications`);
    await stack.sandbox.notificationsSettled();
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('refund_required');
    await restoreListings(stack.db, listingIds);
  });

  it('a forged or underpaid balance top-up credits nothing', async () => {
    const { user, order } = await createPendingOrder(stack.db, { kind: 'top_up', amountMinor: 10_000_000n });
    const raw = JSON.stringify(successBody(order, 'forged-top-up'));
    expect((await notify(raw, { authorization: CAPTURED_BASIC })).statusCode).toBe(401);
    expect((await notify(raw, { 'content-signature': sign(raw) })).statusCode).toBe(422);
    await payAtProvider(order, 100n, `${stack.apiBase}/api/payments/paysage/notifications`);
    await stack.sandbox.notificationsSettled();
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('refund_required');
    expect((await stack.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('0');
    expect(await stack.db.balanceEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it('a top-up is paid with a server-made token and credited once', async () => {
    const user = await createTestUser(stack.db, { userType: 'buyer' });
    const browser = new TestBrowser(stack.app);
    await startSessionForTest(stack.db, browser, user.id);
    const answer = (await browser.post('/api/balance/top-up', { amount: 20, currency: 'EUR', notification_url: 'http://evil.test' })).json();
    expect(answer).not.toHaveProperty('public_key');
    expect((await payWithToken(stack.sandbox.base, answer.token, SUCCESS_CARD)).body.status).toBe('successful');
    await stack.sandbox.notificationsSettled();
    expect((await stack.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('20');
    expect(await stack.db.balanceEntry.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('Basic-only notifications: a development switch that production refuses', () => {
  const stack = usePaymentsStack({ PAYSAGE_ALLOW_BASIC_NOTIFICATIONS: 'true' });

  it('production refuses to boot with the switch on', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://u@h/db', PAYSAGE_ALLOW_BASIC_NOTIFICATIONS: 'true' };
    expect(() => parseEnv(production)).toThrow(/PAYSAGE_ALLOW_BASIC_NOTIFICATIONS must be false in production/);
  });

  it('with the switch on, Basic is accepted but a success is still confirmed with the provider', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    const raw = JSON.stringify(successBody(order, 'basic-unconfirmed'));
    expect((await stack.app.inject({ method: 'POST', url: '/api/payments/paysage/notifications', payload: raw, headers: { 'content-type': 'application/json', authorization: CAPTURED_BASIC } })).statusCode).toBe(422);
    expect(await stack.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'pending' });
    await restoreListings(stack.db, listingIds);
  });
});

describe('a live shop (PAYSAGE_TEST_MODE=false) takes no test payments', () => {
  const stack = usePaymentsStack({ PAYSAGE_TEST_MODE: 'false' });
  const notifications = `/api/payments/paysage/notifications`;
  /** The settings the live stack's api runs with (the app keeps its own copy to itself). */
  const liveEnv = () => testEnv({ PAYSAGE_TEST_MODE: 'false', PAYSAGE_CHECKOUT_URL: `${stack.sandbox.base}/paysage`, PAYSAGE_GATEWAY_URL: `${stack.sandbox.base}/paysage` });

  /** A payment the sandbox makes (every one a test one, as a test shop's) under `order`'s tracking id. */
  async function testPaymentAtProvider(order: { id: number; trackingId: string; currency: string; amountMinor: bigint }, notificationUrl = 'http://127.0.0.1:9/nowhere') {
    const checkout = await createCheckout(stack.sandbox.config, {
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `Order #${order.id}`,
      trackingId: order.trackingId,
      notificationUrl,
      successUrl: 'http://web.test/ok',
      declineUrl: 'http://web.test/no',
      failUrl: 'http://web.test/no',
      cancelUrl: 'http://web.test/no',
      customer: {},
      expiresAt: new Date(Date.now() + 600_000),
    });
    const paid = await payWithToken(stack.sandbox.base, checkout.token, SUCCESS_CARD);
    expect(paid.body.status).toBe('successful');
    return paid.body.uid!;
  }

  async function expectRefusedTestPayment(orderId: number, listingIds: number[]) {
    const after = await stack.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(after.status).toBe('failed');
    expect(after.paidAt).toBeNull();
    const listings = await stack.db.listing.findMany({ where: { id: { in: listingIds } } });
    expect(listings.every((listing) => listing.status === 'available' && listing.reservedOrderId === null)).toBe(true);
    expect(await stack.db.trade.count({ where: { orderId } })).toBe(0);
    const attention = await listOrdersNeedingAttention(stack.db);
    expect(attention.find((row) => row.id === orderId)?.reason).toMatch(/test payment/);
  }

  it('a test payment the provider confirms, notified and signed as usual, never completes the order: it fails and staff see it', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    await testPaymentAtProvider(order, `${stack.apiBase}${notifications}`);
    await stack.sandbox.notificationsSettled();
    await expectRefusedTestPayment(order.id, listingIds);
    await restoreListings(stack.db, listingIds);
  });

  it('a forged but validly signed test transaction is answered, logged as a warning, and completes nothing', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    const uid = await testPaymentAtProvider(order);
    const warnings: Array<{ details: object; message: string }> = [];
    const log = { info: () => {}, warn: (details: object, message: string) => warnings.push({ details, message }) };
    const env = liveEnv();
    const raw = JSON.stringify(successBody(order, uid));
    const handled = await handleNotification(
      { db: stack.db, paysage: paysageConfig(env), secrets: notificationSecrets(env), key: toPublicKey(env.PAYSAGE_SIGNATURE_PUBLIC_KEY), log },
      Buffer.from(raw),
      { 'content-signature': sign(raw) },
    );
    expect(handled).toEqual({ status: 'OK', result: 'test_payment' });
    expect(warnings).toEqual([{ details: expect.objectContaining({ uid, trackingId: order.trackingId }), message: expect.stringMatching(/test payment/) }]);
    await expectRefusedTestPayment(order.id, listingIds);
    // The provider's copy, again: nothing more happens.
    expect((await stack.app.inject({ method: 'POST', url: notifications, payload: raw, headers: { 'content-type': 'application/json', 'content-signature': sign(raw) } })).json()).toMatchObject({ result: 'test_payment' });
    await restoreListings(stack.db, listingIds);
  });

  it('the reconciler finds a test payment whose notification was lost, and refuses it the same way', async () => {
    const { order, listingIds } = await createPendingOrder(stack.db);
    const uid = await testPaymentAtProvider(order);
    const report = await reconcileOrder(stack.db, paysageConfig(liveEnv()), order.id);
    expect(report.transactions).toEqual([expect.objectContaining({ uid, result: 'test_payment' })]);
    await expectRefusedTestPayment(order.id, listingIds);
    await restoreListings(stack.db, listingIds);
  });
});
