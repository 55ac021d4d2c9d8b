import { verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basic, eventually, json, sleep, startReceiver, startSandbox, waitFor } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';
import { createCheckout, payHosted } from './paysage-helpers.ts';

// The api verifies with this committed file; the test proves the pair matches.
const PUBLIC_KEY = readFileSync(new URL('../src/paysage/dev-signing-key.pub.pem', import.meta.url), 'utf8');

const RETRY_BASE_MS = 20;
let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let status = 200;
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_NOTIFY_MAX_ATTEMPTS: '4', SANDBOX_NOTIFY_RETRY_BASE_MS: String(RETRY_BASE_MS) });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.base}/reset`, { method: 'POST' });
  status = 200;
  receiver = await startReceiver(() => status);
});
afterEach(() => receiver.close());

const setFault = (value: string) =>
  fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'paysage.notifications': value }) });

async function payOnce(number = '4200000000000000', trackingId = 'order-42'): Promise<string> {
  const { token } = await createCheckout(sandbox.base, receiver.url, { order: { tracking_id: trackingId } });
  const response = await payHosted(sandbox.base, token, number);
  return new URL(response.headers.get('location') ?? '').searchParams.get('uid') ?? '';
}

const uidOf = (body: string) => (JSON.parse(body) as { transaction: { uid: string } }).transaction.uid;

interface DeliveryRecord {
  label: string;
  state: string;
  attempts: { status?: number; error?: string }[];
}
const deliveries = async () => (await (await fetch(`${sandbox.base}/paysage/notifications`)).json()) as DeliveryRecord[];

describe('notifications', () => {
  it('POSTs the transaction with Basic auth and an RSA-SHA256 Content-Signature over the raw body', async () => {
    const uid = await payOnce('4005550000000019');
    const [request] = await waitFor(() => receiver.received.length === 1 && receiver.received);
    expect(request?.headers['authorization']).toBe(basic());
    expect(request?.headers['content-type']).toBe('application/json');
    const signature = Buffer.from(String(request?.headers['content-signature']), 'base64');
    const raw = Buffer.from(request?.body ?? '', 'utf8');
    expect(verify('sha256', raw, PUBLIC_KEY, signature)).toBe(true);
    expect(verify('sha256', Buffer.from((request?.body ?? '').replace('1234', '1235')), PUBLIC_KEY, signature)).toBe(false);
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      transaction: { uid, status: 'failed', amount: 1234, currency: 'EUR', tracking_id: 'order-42', type: 'payment', test: true, message: 'Payment was declined' },
    });
    const published = await (await fetch(`${sandbox.base}/paysage/public-signing-key`)).text();
    expect(published).toBe(PUBLIC_KEY);
  });

  it('marks every transaction a test one, as a test shop does (never money), in the provider\'s own boolean, wherever it is shown', async () => {
    // Even a checkout asked for as live: the sandbox charges only test cards, and a live api must be able to tell.
    const { token } = await createCheckout(sandbox.base, receiver.url, { checkout: { test: false } });
    const paid = await payHosted(sandbox.base, token, '4200000000000000');
    const uid = new URL(paid.headers.get('location') ?? '').searchParams.get('uid') ?? '';
    const [notified] = await waitFor(() => receiver.received.length === 1 && receiver.received);
    const get = async (path: string) => (await fetch(`${sandbox.base}/paysage${path}`, { headers: { authorization: basic() } })).json();
    const refund = await (await fetch(`${sandbox.base}/paysage/transactions/refunds`, json({ request: { parent_uid: uid, amount: 100, reason: 'test' } }, { authorization: basic() }))).json();
    const byTracking = (await get('/v2/transactions/tracking_id/order-42')) as { transactions: Array<{ test: unknown }> };
    const shown = [
      (JSON.parse(notified?.body ?? '') as { transaction: { test: unknown } }).transaction.test,
      ((await get(`/transactions/${uid}`)) as { transaction: { test: unknown } }).transaction.test,
      ((await get(`/ctp/api/checkouts/${token}`)) as { checkout: { test: unknown } }).checkout.test,
      (refund as { transaction: { test: unknown } }).transaction.test,
      ...byTracking.transactions.map((transaction) => transaction.test),
    ];
    expect(shown).toEqual([true, true, true, true, true, true]);
  });

  it('retries with backoff after a 500 and stops once answered 200', async () => {
    status = 500;
    const uid = await payOnce();
    await waitFor(() => receiver.received.length >= 2);
    status = 200;
    await waitFor(() => receiver.received.length >= 3);
    await sleep(200);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(uidOf(receiver.received[0]?.body ?? '')).toBe(uid);
    // Each wait is at least its doubled delay (less a millisecond of timer rounding). Only lower bounds: on a busy
    // machine a delivery's own time is added to the gap before it, so one gap against the other says nothing.
    const gaps = receiver.received.slice(1).map((r, i) => r.at - (receiver.received[i]?.at ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(RETRY_BASE_MS - 1);
    expect(gaps[1]).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 1);
    const [record] = await deliveries();
    expect(record).toMatchObject({ label: uid, state: 'delivered' });
    expect(record?.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
  });

  it('gives up after the configured number of attempts, also on network errors', async () => {
    await receiver.close();
    await payOnce();
    const done = await eventually(async () => (await deliveries()).find((record) => record.state === 'gave_up'));
    expect(done.attempts).toHaveLength(4);
    expect(done.attempts.every((a) => a.error !== undefined)).toBe(true);
    receiver = await startReceiver();
  });
});

describe('fault switch paysage.notifications', () => {
  it('drop never sends', async () => {
    await setFault('drop');
    await payOnce();
    await sleep(300);
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries())[0]?.state).toBe('dropped');
  });

  it('duplicate sends the same signed body three times', async () => {
    await setFault('duplicate');
    await payOnce();
    await waitFor(() => receiver.received.length === 3);
    await sleep(100);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => `${r.body}|${String(r.headers['content-signature'])}`)).size).toBe(1);
  });

  it('delay sends after the given time', async () => {
    await setFault('delay:400');
    const paidAt = Date.now();
    await payOnce();
    await sleep(200);
    expect(receiver.received).toHaveLength(0);
    const [request] = await waitFor(() => receiver.received.length === 1 && receiver.received, 2000);
    expect((request?.at ?? 0) - paidAt).toBeGreaterThanOrEqual(380);
  });

  it('reorder sends the second notification before the first', async () => {
    await setFault('reorder');
    const first = await payOnce('4200000000000000', 'order-1');
    await sleep(50);
    expect(receiver.received).toHaveLength(0);
    const second = await payOnce('4005550000000019', 'order-2');
    await waitFor(() => receiver.received.length === 2);
    expect(receiver.received.map((r) => uidOf(r.body))).toEqual([second, first]);
  });

  it('reorder sends a lone notification when the window ends', async () => {
    await setFault('reorder');
    const uid = await payOnce();
    await sleep(1000);
    expect(receiver.received).toHaveLength(0);
    const [request] = await waitFor(() => receiver.received.length === 1 && receiver.received, 3500);
    expect(uidOf(request?.body ?? '')).toBe(uid);
  });

  it('rejects unknown switches and values', async () => {
    const response = await setFault('sometimes');
    expect(response.status).toBe(400);
    const unknown = await fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"paysage.magic":"on"}' });
    expect(unknown.status).toBe(400);
  });
});
