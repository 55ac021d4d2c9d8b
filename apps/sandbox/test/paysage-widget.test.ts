import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startReceiver, startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';
import { CARD, createCheckout, getJson, SHOP } from './paysage-helpers.ts';
import type { TransactionJson } from './paysage-helpers.ts';

const ORIGIN = 'http://localhost:5173';

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

/** What the web app passes to the widget in public-key mode (spec §7). */
function widgetParams(overrides: Record<string, unknown> = {}) {
  return {
    public_key: 'sandbox-public-key',
    transaction_type: 'payment',
    test: true,
    order: { amount: 2599, currency: 'USD', description: 'Order #7', tracking_id: 'order-7' },
    settings: {
      success_url: `${SHOP}/processing-payment?order_id=7`,
      decline_url: `${SHOP}/fail-payment?order_id=7`,
      fail_url: `${SHOP}/fail-payment?order_id=7`,
      cancel_url: `${SHOP}/cart`,
      notification_url: receiver.url,
      language: 'en',
      auto_return: 3,
    },
    ...overrides,
  };
}

const call = (path: string, body: unknown) => fetch(`${sandbox.base}/paysage/widget/${path}`, json(body, { origin: ORIGIN }));

describe('widget script', () => {
  it('defines window.BeGateway with createWidget, as beGateway’s be_gateway.js does', async () => {
    const response = await fetch(`${sandbox.base}/paysage/widget/be_gateway.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();
    const window: Record<string, unknown> = {};
    runInNewContext(source, { window, document: { currentScript: null } });
    const BeGateway = window['BeGateway'] as new (params: object) => { createWidget: unknown };
    expect(typeof BeGateway).toBe('function');
    expect(typeof new BeGateway({ checkout: widgetParams() }).createWidget).toBe('function');
    // Without currentScript (e.g. injected later), it falls back to the sandbox URL the server filled in.
    expect(source).toContain(`${sandbox.base}/paysage`);
  });

  it('answers CORS preflight and requests from the web app’s origin', async () => {
    const preflight = await fetch(`${sandbox.base}/paysage/widget/pay`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const init = await call('init', widgetParams());
    expect(init.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});

describe('public-key mode', () => {
  it('init describes the order; a wrong public key is an error the widget shows', async () => {
    const ok = await call('init', widgetParams());
    expect(await ok.json()).toMatchObject({ status: 'ok', amount_formatted: '25.99 USD', order: { description: 'Order #7' } });
    const wrong = await call('init', widgetParams({ public_key: 'stolen' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ status: 'error', message: expect.stringContaining('public key') });
    // The widget's nested params shape works too.
    const nested = await call('init', { checkout: widgetParams() });
    expect(nested.status).toBe(200);
  });

  it('pay creates the checkout on the fly and answers status, uid and the URL to go to', async () => {
    const response = await call('pay', { ...widgetParams(), card: { number: '4200 0000 0000 0000', ...CARD } });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { status: string; uid: string; redirect_url: string };
    expect(result.status).toBe('successful');
    const back = new URL(result.redirect_url);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/processing-payment`);
    expect(back.searchParams.get('order_id')).toBe('7');
    expect(back.searchParams.get('uid')).toBe(result.uid);
    const byUid = await getJson<{ transaction: TransactionJson }>(`${sandbox.base}/paysage/transactions/${result.uid}`);
    expect(byUid.body.transaction).toMatchObject({ status: 'successful', amount: 2599, currency: 'USD', tracking_id: 'order-7' });
  });

  it('a declined card answers failed with the decline URL', async () => {
    const response = await call('pay', { ...widgetParams(), card: { number: '4005550000000019', ...CARD } });
    const result = (await response.json()) as { status: string; redirect_url: string };
    expect(result.status).toBe('failed');
    expect(new URL(result.redirect_url).pathname).toBe('/fail-payment');
  });

  it('an invalid card or order is refused with field errors and no transaction', async () => {
    const card = await call('pay', { ...widgetParams(), card: { number: '4200000000000000', holder: 'X Y', exp: '01/21', cvc: '1' } });
    expect(card.status).toBe(422);
    expect(await card.json()).toMatchObject({ status: 'error', errors: { exp: ['Card is expired'], cvc: ['CVC must be 3 or 4 digits'] } });
    const order = await call('pay', { ...widgetParams({ order: { amount: -5, currency: 'USD', description: 'x', tracking_id: 'order-7' } }), card: { number: '4200000000000000', ...CARD } });
    expect(order.status).toBe(422);
    expect(await order.json()).toMatchObject({ errors: { 'order.amount': ['must be greater than 0'] } });
    const list = await getJson<{ transactions: unknown[] }>(`${sandbox.base}/paysage/v2/transactions/tracking_id/order-7`);
    expect(list.body.transactions).toEqual([]);
  });

  it('3-D Secure: incomplete, then the code decides', async () => {
    const started = await call('pay', { ...widgetParams(), card: { number: '4012001037141112', ...CARD } });
    const pending = (await started.json()) as { status: string; uid: string; redirect_url: string };
    expect(pending.status).toBe('incomplete');
    expect(pending.redirect_url).toBe(`${sandbox.base}/paysage/v2/checkout/3ds?uid=${pending.uid}`);
    const wrong = await call('pay', { ...widgetParams(), card: { number: '4012001037141112', ...CARD } });
    const wrongUid = ((await wrong.json()) as { uid: string }).uid;

    const passed = (await (await call('3ds', { uid: pending.uid, code: '12345' })).json()) as { status: string };
    expect(passed.status).toBe('successful');
    const failed = (await (await call('3ds', { uid: wrongUid, code: '99999' })).json()) as { status: string; redirect_url: string };
    expect(failed.status).toBe('failed');
    expect(new URL(failed.redirect_url).pathname).toBe('/fail-payment');
  });
});

describe('token mode', () => {
  it('pays a checkout the server created', async () => {
    const { token } = await createCheckout(sandbox.base, receiver.url);
    expect(await (await call('init', { token })).json()).toMatchObject({ status: 'ok', amount_formatted: '12.34 EUR' });
    const result = (await (await call('pay', { token, card: { number: '4200000000000000', ...CARD } })).json()) as { status: string };
    expect(result.status).toBe('successful');
    const again = await call('init', { token });
    expect(again.status).toBe(409);
    expect((await call('init', { token: 'nope' })).status).toBe(404);
  });
});
