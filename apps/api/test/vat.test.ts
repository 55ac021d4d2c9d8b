/**
 * VAT set by staff is the VAT charged: the value staff set through the CLI's tRPC path is read
 * once, one way, by the settings answer, the cart totals, the order, the amount the provider is asked for
 * and the order history.
 */
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaffRouter } from '../src/trpc/router.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { usePaymentsStack } from './helpers/payments-stack.ts';
import { startSessionForTest } from './helpers/sessions.ts';

describe('VAT from the staff CLI to the provider', () => {
  const stack = usePaymentsStack();
  const touched: number[] = [];
  let previous: string | null = null;

  afterAll(async () => {
    await stack.db.setting.upsert({ where: { key: 'vat_percent' }, create: { key: 'vat_percent', value: previous ?? '0' }, update: { value: previous ?? '0' } });
    await restoreListings(stack.db, touched);
  });

  for (const vat of ['100', '12.5']) {
    it(`vat_percent ${vat} is charged, recorded and shown everywhere`, async () => {
      const staffClient = (token?: string) =>
        createTRPCClient<StaffRouter>({ links: [httpLink({ url: `${stack.apiBase}/api/trpc`, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })] });
      const { token } = await staffClient().auth.signIn.mutate({ email: 'staff@test.local', password: 'Staff-password-1', device: 'vitest' });
      const set = await staffClient(token).settings.set.mutate({ key: 'vat_percent', value: vat });
      previous ??= set.previousValue;

      expect((await stack.app.inject({ method: 'GET', url: '/api/settings' })).json().payload.vat_percent).toBe(Number(vat));

      const user = await createTestUser(stack.db, { userType: 'buyer' });
      const browser = new TestBrowser(stack.app);
      await startSessionForTest(stack.db, browser, user.id);
      const [listing] = await takeAvailableListings(stack.db, 1);
      touched.push(listing!.id);
      await browser.post('/api/cart/add', { id: listing!.id });
      const subtotalMinor = BigInt(listing!.price.mul(100).toFixed(0));
      const vatMinor = (subtotalMinor * BigInt(Math.round(Number(vat) * 100)) + 5_000n) / 10_000n;
      const totalMinor = subtotalMinor + vatMinor;

      const totals = (await browser.get('/api/cart/totals?currency=EUR')).json();
      expect(totals.totals).toMatchObject({ vat_percent: Number(vat), vat: Number(vatMinor) / 100, total: Number(totalMinor) / 100 });

      const answer = (await browser.post('/api/orders/checkout', { ...CHECKOUT_FORM, currency: 'EUR' })).json();
      expect(answer.amount_minor).toBe(Number(totalMinor));
      const order = await stack.db.order.findUniqueOrThrow({ where: { id: answer.order_id } });
      expect(order.vatPercent.toString()).toBe(vat);
      expect(order.amountMinor).toBe(totalMinor);

      const atProvider = await fetch(`${stack.sandbox.base}/paysage/ctp/api/checkouts/${answer.token}`, {
        headers: { authorization: `Basic ${Buffer.from('361:sandbox-secret').toString('base64')}` },
      });
      expect(((await atProvider.json()) as { checkout: { order: { amount: number } } }).checkout.order.amount).toBe(Number(totalMinor));

      const history = (await browser.get('/api/orders/history')).json();
      expect(history.payload.find((row: { id: number }) => row.id === answer.order_id)).toMatchObject({ order_amount: Number(totalMinor) / 100 });
    });
  }
});
