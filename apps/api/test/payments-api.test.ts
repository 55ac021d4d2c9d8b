import { createSign } from 'node:crypto';
import fs from 'node:fs';
import { DEV_SIGNING_KEY_URL, tradeUrlFor } from '@skins/sandbox';
import { describe, expect, it } from 'vitest';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { sendPendingReceipts } from '../src/services/orders/send-receipts.ts';
import type { OutgoingMail } from '../src/services/mail/mailer.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { notBusy, TestBrowser } from './helpers/http-client.ts';
import { createPendingOrder, providerTransaction, restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { payWithToken, usePaymentsStack } from './helpers/payments-stack.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { freshSteamId } from './helpers/trading-engine.ts';

const SANDBOX_KEY = fs.readFileSync(DEV_SIGNING_KEY_URL, 'utf8');

function signed(body: object) {
  const raw = JSON.stringify(body);
  const signature = createSign('sha256').update(raw).sign(SANDBOX_KEY, 'base64');
  return { raw, headers: { 'content-type': 'application/json', 'content-signature': signature } };
}

describe('cart, checkout and Paysage notifications over HTTP', () => {
  // Checkout and top-up create their Paysage token at the provider, so the stand-in runs beside the app.
  const ctx = usePaymentsStack();

  const buyer = () => signedInBuyer(ctx);

  it('tells a visitor to sign in before adding to the cart', async () => {
    const visitor = new TestBrowser(ctx.app);
    await visitor.csrf();
    const response = await visitor.post('/api/cart/add', { id: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'please_login_to_add_to_cart' });
  });

  it('adds, refuses a second add, lists, removes and clears', async () => {
    const { browser } = await buyer();
    const [a, b] = await takeAvailableListings(ctx.db, 2);
    expect((await browser.post('/api/cart/add', { id: a!.id })).json()).toMatchObject({ status: 'OK', message: 'Item added to cart!' });
    const again = await browser.post('/api/cart/add', { id: a!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item is already in your cart');
    await browser.post('/api/cart/add', { id: b!.id });
    expect((await browser.get('/api/cart/contents?currency=GBP')).json()).toMatchObject({ cart: [{ item_id: a!.id }, { item_id: b!.id }], currency: 'GBP' });
    expect((await browser.post('/api/cart/remove', { id: a!.id })).json().cart).toHaveLength(1);
    expect((await browser.post('/api/cart/clear')).json()).toMatchObject({ cart: [], message: 'Cart cleared' });
    expect((await browser.post('/api/cart/add', { id: a!.id }, { xsrf: false })).statusCode).toBe(403);
  });

  it('widget checkout, then a signed notification completes the order once; R5: until then it stays pending', async () => {
    const { browser, user } = await buyer();
    const [listing] = await takeAvailableListings(ctx.db, 1);
    await browser.post('/api/cart/add', { id: listing!.id });
    const checkout = await browser.post('/api/orders/checkout', CHECKOUT_FORM, { headers: { 'idempotency-key': `key-${user.id}-abcdef` } });
    expect(checkout.statusCode).toBe(200);
    const answer = checkout.json();
    expect(answer).toMatchObject({ status: 'OK', currency: 'EUR', token: expect.any(String) });
    const repeat = await browser.post('/api/orders/checkout', CHECKOUT_FORM, { headers: { 'idempotency-key': `key-${user.id}-abcdef` } });
    expect(repeat.json()).toEqual(answer);

    // R5: coming back to the success page proves nothing; the order waits for the provider.
    expect((await browser.get(`/api/orders/status?order_id=${answer.order_id}`)).json()).toMatchObject({ order: { status: 'pending' } });

    // Paid at the provider with the token; its own notification is dropped, so the 20 copies below are the only ones.
    await ctx.sandbox.setFaults({ 'paysage.notifications': 'drop' });
    const paid = await payWithToken(ctx.sandbox.base, answer.token, '4200000000000000');
    await ctx.sandbox.setFaults({ 'paysage.notifications': 'normal' });
    expect((await browser.get(`/api/orders/status?order_id=${answer.order_id}`)).json()).toMatchObject({ order: { status: 'pending' } });
    const notification = { transaction: { uid: paid.body.uid, status: 'successful', amount: answer.amount_minor, currency: 'EUR', tracking_id: answer.tracking_id, message: 'Successfully processed' } };
    const { raw, headers } = signed(notification);
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/payments/paysage/notifications', payload: raw, headers });
    const results = await Promise.all(Array.from({ length: 20 }, send));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().result === 'applied')).toHaveLength(1);
    expect((await browser.get(`/api/orders/status?order_id=${answer.order_id}`)).json()).toMatchObject({ order: { status: 'completed' } });
    const history = (await browser.get('/api/orders/history')).json();
    expect(history.payload[0]).toMatchObject({ id: answer.order_id, item_id: listing!.id, status: 'completed', currency: 'EUR' });
    expect((await browser.get('/api/cart/contents')).json().cart).toEqual([]);

    const stranger = await buyer();
    expect((await stranger.browser.get(`/api/orders/status?order_id=${answer.order_id}`)).statusCode).toBe(404);
    await restoreListings(ctx.db, [listing!.id]);
  });

  it('R2: forged, altered, unsigned or Basic-only notifications change nothing', async () => {
    const { order, listingIds } = await createPendingOrder(ctx.db);
    const body = { transaction: { uid: 'forged-1', status: 'successful', amount: Number(order.amountMinor), currency: 'EUR', tracking_id: order.trackingId } };
    const { raw, headers } = signed(body);
    const post = (payload: string, extra: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/payments/paysage/notifications', payload, headers: { 'content-type': 'application/json', ...extra } });

    expect((await post(raw.replace('"successful"', '"successfuL"'), { 'content-signature': headers['content-signature'] })).statusCode).toBe(401);
    expect((await post(raw, { 'content-signature': 'garbage' })).statusCode).toBe(401);
    expect((await post(raw, {})).statusCode).toBe(401);
    expect((await post(raw, { authorization: `Basic ${Buffer.from('361:wrong').toString('base64')}` })).statusCode).toBe(401);
    const wrongAmount = signed({ transaction: { ...body.transaction, amount: 1 } });
    expect((await post(wrongAmount.raw, { 'content-signature': wrongAmount.headers['content-signature'] })).statusCode).toBe(422);
    // The shop's own Basic credentials are no proof (they are easily captured).
    expect((await post(raw, { authorization: `Basic ${Buffer.from('361:sandbox-secret').toString('base64')}` })).statusCode).toBe(401);
    // Signed but unknown to the provider: a hint that the status query does not confirm.
    expect((await post(raw, { 'content-signature': headers['content-signature'] })).statusCode).toBe(422);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'pending' });
    expect(await ctx.db.paymentEvent.count({ where: { orderId: order.id } })).toBe(0);
    await restoreListings(ctx.db, listingIds);
  });

  it('the balance never goes negative under 50 concurrent purchases', async () => {
    const { user, browser } = await buyer();
    const pack = await ctx.db.pack.findFirstOrThrow({ where: { isActive: true, slug: { not: { startsWith: 'test-' } } }, orderBy: { priceEur: 'asc' } });
    const affordable = 7;
    // A pack's items are sent as a trade offer, so the buyer has a trade URL.
    await ctx.db.user.update({ where: { id: user.id }, data: { balance: pack.priceEur.mul(affordable), steamTradeLink: tradeUrlFor(freshSteamId()) } });
    const results = await Promise.all(Array.from({ length: 50 }, () => notBusy(() => browser.post('/api/purchase/pack', { pack_id: pack.id }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(affordable);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(50 - affordable);
    expect(refused[0]!.json().message).toBe('Not enough funds!');
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('0');
    expect((await browser.get('/api/purchase/history')).json().payload).toHaveLength(affordable);
    // Each opening drew its own item: none was given twice.
    const won = await ctx.db.orderItem.findMany({ where: { order: { userId: user.id, kind: 'pack' } }, select: { listingId: true } });
    expect(new Set(won.map((item) => item.listingId)).size).toBe(affordable);
  });

  it('a top-up below the minimum is refused; a paid top-up credits the balance', async () => {
    const { user, browser } = await buyer();
    const low = await browser.post('/api/balance/top-up', { amount: 1, currency: 'EUR' });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount[0]).toMatch(/minimum top-up is 5.00 EUR/);
    const topUp = (await browser.post('/api/balance/top-up', { amount: 20, currency: 'EUR' })).json();
    expect(topUp).toMatchObject({ status: 'OK', amount_minor: 2000, token: expect.any(String) });
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: topUp.order_id } });
    await applyProviderTransaction(ctx.db, providerTransaction(order, 'successful'), 'notification');
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('20');
    // The top-up is in the balance's history, as money received.
    expect((await browser.get('/api/purchase/history')).json().payload).toEqual([expect.objectContaining({ type: 'top_up', sum: 20, credit: true, order_id: order.id })]);
  });

  it('mails one receipt per paid order from the outbox', async () => {
    const { order, listingIds } = await createPendingOrder(ctx.db);
    await ctx.db.order.update({ where: { id: order.id }, data: { email: 'receipt@example.com', name: 'Ana' } });
    await applyProviderTransaction(ctx.db, providerTransaction(order, 'successful'), 'notification');
    const mails: OutgoingMail[] = [];
    const send = async (mail: OutgoingMail) => {
      mails.push(mail);
    };
    await sendPendingReceipts(ctx.db, send, 'http://web.test');
    await sendPendingReceipts(ctx.db, send, 'http://web.test');
    const ours = mails.filter((mail) => mail.subject.includes(`#${order.id}`));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ to: 'receipt@example.com' });
    expect(ours[0]!.text).toContain('http://web.test/account?tab=orders');
    await restoreListings(ctx.db, listingIds);
  });
});
