import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';
import { answer3ds, createCheckout, getJson, locationOf, payHosted, SHOP } from './paysage-helpers.ts';
import type { TransactionJson } from './paysage-helpers.ts';

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

const transactions = async (trackingId = 'order-42') =>
  (await getJson<{ transactions: TransactionJson[] }>(`${sandbox.base}/paysage/v2/transactions/tracking_id/${trackingId}`)).body.transactions;

describe('hosted payment page', () => {
  it('shows amount, currency, description and a card form, labelled Sandbox', async () => {
    const { redirect_url } = await createCheckout(sandbox.base, receiver.url);
    const response = await fetch(redirect_url);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('12.34 EUR');
    expect(page).toContain('Order #42');
    expect(page).toContain('SANDBOX');
    for (const field of ['number', 'holder', 'exp', 'cvc']) expect(page).toContain(`name="${field}"`);
    expect(page).toContain('action="/paysage/v2/checkout/pay"');
  });

  it.each([
    ['4200000000000000', 'successful', `${SHOP}/payment/success`],
    ['4005550000000019', 'failed', `${SHOP}/payment/decline`],
    ['4000000000000002', 'failed', `${SHOP}/payment/fail`],
    ['4012000000001006', 'successful', `${SHOP}/payment/success`],
    ['4012000000001022', 'failed', `${SHOP}/payment/decline`],
    ['4111111111111111', 'failed', `${SHOP}/payment/decline`],
  ])('card %s ends %s and returns to %s with token, uid and status', async (number, status, target) => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    const response = await payHosted(sandbox.base, token, number);
    expect(response.status).toBe(303);
    const back = locationOf(response);
    expect(`${back.origin}${back.pathname}`).toBe(target);
    expect(back.searchParams.get('token')).toBe(token);
    expect(back.searchParams.get('status')).toBe(status);
    const [transaction] = await transactions();
    expect(transaction).toMatchObject({ uid: back.searchParams.get('uid'), status });
  });

  it('keeps the shop’s own query on the return URL', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    const back = locationOf(await payHosted(sandbox.base, token, '4200000000000000'));
    expect(back.searchParams.get('order')).toBe('42');
  });

  it('declined: the message says why', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    await payHosted(sandbox.base, token, '4005550000000019');
    const [transaction] = await transactions();
    expect(transaction).toMatchObject({ message: 'Payment was declined', payment: { status: 'failed', message: 'Insufficient funds' } });
  });

  it('return_url overrides success and decline URLs', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url, { settings: { return_url: `${SHOP}/back` } });
    const back = locationOf(await payHosted(sandbox.base, token, '4005550000000019'));
    expect(back.pathname).toBe('/back');
  });

  it('with auto_return > 0 shows a result page that returns by itself', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url, { settings: { auto_return: '3' } });
    const response = await payHosted(sandbox.base, token, '4200000000000000');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Payment successful');
    expect(page).toMatch(/http-equiv="refresh" content="3;url=https:\/\/shop\.test\/payment\/success\?order=42&amp;token=/);
  });

  it.each([
    ['an expired card', { exp: '01/20' }, 'Card is expired'],
    ['a malformed number', { number: '4200000000000001' }, 'Card number is invalid'],
    ['a malformed expiry', { exp: '13/30' }, 'Expiry date must be MM/YY'],
    ['a missing CVC', { cvc: '' }, 'CVC must be 3 or 4 digits'],
  ])('refuses %s on the form, with no transaction', async (_name, card, message) => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    const { number = '4200000000000000', ...rest } = card as { number?: string };
    const response = await payHosted(sandbox.base, token, number, rest);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
    expect(await transactions()).toEqual([]);
  });

  it('a paid token cannot be paid twice', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    await payHosted(sandbox.base, token, '4200000000000000');
    const again = await payHosted(sandbox.base, token, '4200000000000000');
    expect(again.status).toBe(409);
    expect(await transactions()).toHaveLength(1);
  });

  it('cancel sends the customer to cancel_url with the token', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    const response = await fetch(`${sandbox.base}/paysage/v2/checkout/cancel?token=${token}`, { redirect: 'manual' });
    const back = locationOf(response);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/cart`);
    expect(back.searchParams.get('token')).toBe(token);
  });

  it('an unknown token shows "Record not found"', async () => {
    const response = await fetch(`${sandbox.base}/paysage/v2/checkout?token=nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Record not found');
  });
});

describe('3-D Secure challenge', () => {
  async function startChallenge(number: string) {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    const response = await payHosted(sandbox.base, token, number);
    expect(response.status).toBe(303);
    const challenge = locationOf(response);
    expect(challenge.pathname).toBe('/paysage/v2/checkout/3ds');
    const uid = challenge.searchParams.get('uid') ?? '';
    const page = await fetch(`${sandbox.base}${challenge.pathname}${challenge.search}`);
    expect(await page.text()).toContain('3-D Secure verification');
    const [pending] = await transactions();
    expect(pending).toMatchObject({ uid, status: 'incomplete', three_d_secure_verification: { status: 'pending' } });
    return { token, uid };
  }

  it('passes with code 12345 and then succeeds', async () => {
    const { uid } = await startChallenge('4012001037141112');
    const back = locationOf(await answer3ds(sandbox.base, uid, '12345'));
    expect(back.pathname).toBe('/payment/success');
    expect(back.searchParams.get('status')).toBe('successful');
    const [done] = await transactions();
    expect(done).toMatchObject({ status: 'successful', three_d_secure_verification: { status: 'successful' } });
  });

  it('fails with a wrong code', async () => {
    const { uid } = await startChallenge('4012001037141112');
    const back = locationOf(await answer3ds(sandbox.base, uid, '00000'));
    expect(back.pathname).toBe('/payment/decline');
    expect(back.searchParams.get('status')).toBe('failed');
    const [done] = await transactions();
    expect(done).toMatchObject({ status: 'failed', payment: { message: '3-D Secure authentication failed' } });
  });

  it('the 3-D Secure failure card fails even with the right code', async () => {
    const { uid } = await startChallenge('4012001037167778');
    const back = locationOf(await answer3ds(sandbox.base, uid, '12345'));
    expect(back.searchParams.get('status')).toBe('failed');
  });

  it('cancel fails the payment and returns to cancel_url', async () => {
    const { uid } = await startChallenge('4012000000001097');
    const back = locationOf(await answer3ds(sandbox.base, uid, '', 'cancel'));
    expect(back.pathname).toBe('/cart');
    expect(back.searchParams.get('status')).toBe('failed');
  });
});
