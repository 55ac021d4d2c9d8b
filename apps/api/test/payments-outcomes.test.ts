/**
 * Payment outcomes told truthfully: a buyer who closes the widget without paying
 * cancels the order at once (its items go back on sale, history says Canceled); a decline shows the
 * provider's reason; the result pages can follow an order without a session, by the unguessable status
 * token of the checkout answer, and never see another buyer's order.
 */
import { TRADE_URL_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { payWithToken, usePaymentsStack } from './helpers/payments-stack.ts';
import { startSessionForTest } from './helpers/sessions.ts';

describe('payment outcomes', () => {
  const stack = usePaymentsStack();

  async function checkedOut() {
    const user = await createTestUser(stack.db, { userType: 'buyer' });
    const browser = new TestBrowser(stack.app);
    await startSessionForTest(stack.db, browser, user.id);
    const [listing] = await takeAvailableListings(stack.db, 1);
    await browser.post('/api/cart/add', { id: listing!.id });
    const answer = (await browser.post('/api/orders/checkout', CHECKOUT_FORM)).json();
    expect(answer.status_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    return { user, browser, listing: listing!, answer };
  }

  const orderStatus = async (id: number) => (await stack.db.order.findUniqueOrThrow({ where: { id } })).status;

  it('closing the widget without paying cancels the order at once and releases its item', async () => {
    const { browser, listing, answer } = await checkedOut();
    const cancel = await browser.post('/api/orders/cancel', { order_id: answer.order_id });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'OK', order: { id: answer.order_id, status: 'canceled' } });
    expect(await stack.db.listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ status: 'available', reservedOrderId: null });
    const history = (await browser.get('/api/orders/history')).json().payload;
    expect(history.find((row: { id: number }) => row.id === answer.order_id)).toMatchObject({ status: 'canceled' });
    // The token cannot be paid any more, either: the provider refuses an order we no longer hold.
    expect((await browser.post('/api/orders/cancel', { order_id: answer.order_id })).statusCode).toBe(409);
    await restoreListings(stack.db, [listing.id]);
  });

  it('cancel never undoes a payment the provider took, and is refused for another buyer', async () => {
    const { browser, listing, answer } = await checkedOut();
    await stack.sandbox.setFaults({ 'paysage.notifications': 'drop' });
    try {
      await payWithToken(stack.sandbox.base, answer.token, '4200000000000000');
    } finally {
      await stack.sandbox.setFaults({ 'paysage.notifications': 'normal' });
    }
    const stranger = new TestBrowser(stack.app);
    await startSessionForTest(stack.db, stranger, (await createTestUser(stack.db, { userType: 'buyer' })).id);
    expect((await stranger.post('/api/orders/cancel', { order_id: answer.order_id })).statusCode).toBe(404);
    // Paid although the widget was closed: the provider is asked, and the order completes instead.
    expect((await browser.post('/api/orders/cancel', { order_id: answer.order_id })).json()).toMatchObject({ order: { status: 'completed' } });
    expect(await stack.db.listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ status: 'sold' });
    await restoreListings(stack.db, [listing.id]);
  });

  it('a decline carries the bank\'s reason to the status the fail page reads', async () => {
    const { browser, listing, answer } = await checkedOut();
    await payWithToken(stack.sandbox.base, answer.token, '4005550000000019');
    await stack.sandbox.notificationsSettled();
    expect(await orderStatus(answer.order_id)).toBe('failed');
    expect((await browser.get(`/api/orders/status?order_id=${answer.order_id}`)).json()).toMatchObject({ order: { status: 'failed', message: 'Insufficient funds' } });
    await restoreListings(stack.db, [listing.id]);
  });

  it('checkout refuses a trade link of another Steam account, as the profile does (one rule)', async () => {
    // SteamID64 76561197960265728 + 39734273 -> account id 39734273, the partner of CHECKOUT_FORM's trade URL.
    const ownSteamId = String(76561197960265728n + 39734273n);
    // SteamIDs are unique: an earlier run's user gives this one up.
    await stack.db.user.updateMany({ where: { steamId: ownSteamId }, data: { steamId: null } });
    const own = await createTestUser(stack.db, { userType: 'buyer', steamId: ownSteamId });
    const stranger = await createTestUser(stack.db, { userType: 'buyer', steamId: String(76561197960265728n + 1_000_000n + BigInt(Date.now() % 1_000_000)) });
    for (const [user, ok] of [[own, true], [stranger, false]] as const) {
      const browser = new TestBrowser(stack.app);
      await startSessionForTest(stack.db, browser, user.id);
      const [listing] = await takeAvailableListings(stack.db, 1);
      await browser.post('/api/cart/add', { id: listing!.id });
      const response = await browser.post('/api/orders/checkout', CHECKOUT_FORM);
      if (ok) expect(response.statusCode).toBe(200);
      else {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.tradeUrl).toEqual([TRADE_URL_MESSAGES.otherAccount]);
        expect(await stack.db.listing.findUniqueOrThrow({ where: { id: listing!.id } })).toMatchObject({ status: 'available' });
      }
      await restoreListings(stack.db, [listing!.id]);
    }
  });

  it('the result pages follow an order without a session by its status token, and only that order', async () => {
    const { listing, answer } = await checkedOut();
    const other = await checkedOut();
    const visitor = new TestBrowser(stack.app);
    const status = (query: string) => visitor.get(`/api/orders/status?${query}`);
    expect((await status(`order_id=${answer.order_id}&status_token=${answer.status_token}`)).json()).toMatchObject({ order: { id: answer.order_id, status: 'pending' } });
    expect((await status(`order_id=${other.answer.order_id}&status_token=${answer.status_token}`)).statusCode).toBe(404);
    expect((await status(`order_id=${answer.order_id}&status_token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await status(`order_id=${answer.order_id}`)).statusCode).toBe(401);
    // The provider sends the buyer back to pages that carry the token.
    const atProvider = await fetch(`${stack.sandbox.base}/paysage/ctp/api/checkouts/${answer.token}`, { headers: { authorization: `Basic ${Buffer.from('361:sandbox-secret').toString('base64')}` } });
    const settings = ((await atProvider.json()) as { checkout: { settings: Record<string, string> } }).checkout.settings;
    expect(settings['success_url']).toBe(`http://web.test/processing-payment?order_id=${answer.order_id}&status_token=${answer.status_token}`);
    await restoreListings(stack.db, [listing.id, other.listing.id]);
  });
});
