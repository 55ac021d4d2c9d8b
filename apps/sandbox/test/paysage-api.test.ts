import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basic, json, startReceiver, startSandbox, waitFor } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';
import { checkoutBody, createCheckout, getJson, payHosted } from './paysage-helpers.ts';
import type { CheckoutJson, TransactionJson } from './paysage-helpers.ts';

let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(() => fetch(`${sandbox.base}/reset`, { method: 'POST' }));

const create = (body: unknown, authorization?: string) =>
  fetch(`${sandbox.base}/paysage/ctp/api/checkouts`, json(body, authorization ? { authorization } : {}));

describe('POST /paysage/ctp/api/checkouts', () => {
  it('creates a checkout token with the shop credentials', async () => {
    const response = await create(checkoutBody(receiver.url), basic());
    expect(response.status).toBe(200);
    const { checkout } = (await response.json()) as { checkout: { token: string; redirect_url: string } };
    expect(checkout.token).toMatch(/^[0-9a-f]{64}$/);
    expect(checkout.redirect_url).toBe(`${sandbox.base}/paysage/v2/checkout?token=${checkout.token}`);
  });

  it('answers 401 without or with wrong credentials', async () => {
    expect((await create(checkoutBody(receiver.url))).status).toBe(401);
    const wrong = await create(checkoutBody(receiver.url), basic('361', 'guess'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Basic');
  });

  it('answers 422 with beGateway-style field errors', async () => {
    const body = checkoutBody('not a url', { order: { amount: 12.5, currency: 'euro', description: '' }, checkout: { transaction_type: 'refund' } });
    const response = await create(body, basic());
    expect(response.status).toBe(422);
    const { response: error } = (await response.json()) as { response: { message: string; errors: Record<string, string[]> } };
    expect(error.errors).toMatchObject({
      transaction_type: ['only payment is supported by the sandbox'],
      'order.amount': ['must be an integer (minor units)'],
      'order.currency': ['is invalid'],
      'order.description': ["can't be blank"],
      'settings.notification_url': ['is invalid'],
    });
    expect(error.message).toContain('order.amount');
    const zero = await create(checkoutBody(receiver.url, { order: { amount: 0 } }), basic());
    expect(((await zero.json()) as { response: { errors: Record<string, string[]> } }).response.errors['order.amount']).toEqual(['must be greater than 0']);
  });
});

describe('status queries', () => {
  it('by token, uid and tracking id, with beGateway shapes', async () => {
    const first = await createCheckout(sandbox.base, receiver.url, { order: { tracking_id: 'order-7' } });
    const pending = await getJson<{ checkout: CheckoutJson }>(`${sandbox.base}/paysage/ctp/api/checkouts/${first.token}`);
    expect(pending.body.checkout).toMatchObject({ status: 'pending', finished: false, expired: false, gateway_response: null });

    await payHosted(sandbox.base, first.token, '4005550000000019');
    const second = await createCheckout(sandbox.base, receiver.url, { order: { tracking_id: 'order-7' } });
    const paid = await payHosted(sandbox.base, second.token, '4200000000000000');
    const uid = new URL(paid.headers.get('location') ?? '').searchParams.get('uid') ?? '';

    const byToken = await getJson<{ checkout: CheckoutJson }>(`${sandbox.base}/paysage/ctp/api/checkouts/${second.token}`);
    expect(byToken.body.checkout).toMatchObject({
      status: 'successful',
      finished: true,
      message: 'Transaction is successful.',
      gateway_response: { payment: { uid, status: 'successful' } },
      order: { amount: 1234, currency: 'EUR', tracking_id: 'order-7' },
    });

    const byUid = await getJson<{ transaction: TransactionJson }>(`${sandbox.base}/paysage/transactions/${uid}`);
    expect(byUid.body.transaction).toMatchObject({
      uid,
      status: 'successful',
      type: 'payment',
      amount: 1234,
      currency: 'EUR',
      tracking_id: 'order-7',
      test: true,
      message: 'Successfully processed',
      credit_card: { last_4: '0000', brand: 'visa' },
    });
    expect(JSON.stringify(byUid.body)).not.toContain('4200000000000000');

    const byTracking = await getJson<{ transactions: TransactionJson[] }>(`${sandbox.base}/paysage/v2/transactions/tracking_id/order-7`);
    expect(byTracking.body.transactions.map((t) => t.status)).toEqual(['failed', 'successful']);
    const none = await getJson<{ transactions: TransactionJson[] }>(`${sandbox.base}/paysage/v2/transactions/tracking_id/nothing`);
    expect(none.body.transactions).toEqual([]);
  });

  it('needs the shop credentials and says "Record not found" for unknown ids', async () => {
    expect((await getJson(`${sandbox.base}/paysage/transactions/whatever`, false)).status).toBe(401);
    const unknown = await getJson<{ message: string }>(`${sandbox.base}/paysage/transactions/whatever`);
    expect(unknown).toEqual({ status: 404, body: { message: 'Record not found' } });
    const token = await getJson<{ response: { message: string } }>(`${sandbox.base}/paysage/ctp/api/checkouts/nope`);
    expect(token).toEqual({ status: 404, body: { response: { message: 'Record not found' } } });
  });
});

describe('fault switch paysage.api', () => {
  const setFault = (value: string) =>
    fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'paysage.api': value }) });

  it('down: checkout creation and status queries answer 503 until reset', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    await setFault('down');
    expect((await create(checkoutBody(receiver.url), basic())).status).toBe(503);
    expect((await getJson(`${sandbox.base}/paysage/ctp/api/checkouts/${token}`)).status).toBe(503);
    expect((await getJson(`${sandbox.base}/paysage/transactions/x`)).status).toBe(503);
    expect((await getJson(`${sandbox.base}/paysage/v2/transactions/tracking_id/order-42`)).status).toBe(503);
    await fetch(`${sandbox.base}/faults`, { method: 'DELETE' });
    expect((await getJson(`${sandbox.base}/paysage/ctp/api/checkouts/${token}`)).status).toBe(200);
  });

  it('slow: answers late', async () => {
    await setFault('slow:250');
    const started = Date.now();
    expect((await getJson(`${sandbox.base}/paysage/v2/transactions/tracking_id/order-42`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(230);
  });
});

describe('token expiry', () => {
  it('an expired token cannot be paid, creates no transaction, and is reported expired', async () => {
    const short = await startSandbox({ SANDBOX_PAYSAGE_TOKEN_TTL_SECONDS: '1' });
    const expiryReceiver = await startReceiver();
    try {
      const { token } = await createCheckout(short.base, expiryReceiver.url, { order: { tracking_id: 'order-exp' } });
      await waitFor(() => expiryReceiver.received.length > 0, 10_000);

      const page = await fetch(`${short.base}/paysage/v2/checkout?token=${token}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('Token is expired.');
      const paid = await payHosted(short.base, token, '4200000000000000');
      expect(paid.status).toBe(410);
      // The widget opened with the expired token refuses it too (token mode, as the shop's widget uses it).
      const widget = await fetch(`${short.base}/paysage/widget/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, card: { number: '4200000000000000', holder: 'JOHN DOE', exp: '12/39', cvc: '123' } }),
      });
      expect(widget.status).toBe(410);
      expect(await widget.json()).toMatchObject({ status: 'error', message: 'Token is expired.' });

      const state = await getJson<{ checkout: CheckoutJson }>(`${short.base}/paysage/ctp/api/checkouts/${token}`);
      expect(state.body.checkout).toMatchObject({ expired: true, finished: false, status: 'error', message: 'Token is expired.' });
      const byTracking = await getJson<{ transactions: unknown[] }>(`${short.base}/paysage/v2/transactions/tracking_id/order-exp`);
      expect(byTracking.body.transactions).toEqual([]);

      // beGateway notifies the expiry with the bare checkout object, not a transaction.
      const notice = JSON.parse(expiryReceiver.received[0]?.body ?? '{}') as Record<string, unknown>;
      expect(notice).toMatchObject({ token, expired: true, status: 'error', message: 'Token is expired.' });
      expect(notice['transaction']).toBeUndefined();
    } finally {
      await short.close();
      await expiryReceiver.close();
    }
  });
});
