/**
 * /api/cart/* over HTTP (spec §7 cart, §4 Cart): what a signed-in buyer can do with their cart, what a
 * visitor and a forged request get, and how a line whose listing was sold or is held by someone else's
 * payment is shown rather than silently dropped.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { signedInBuyer } from './helpers/sessions.ts';

describe('the cart over HTTP', () => {
  const ctx = useTestApp();

  const buyer = () => signedInBuyer(ctx);

  it('a visitor is told to sign in; a write without the XSRF token is refused', async () => {
    const visitor = new TestBrowser(ctx.app);
    await visitor.csrf();
    for (const [method, url] of [['GET', '/api/cart/contents'], ['POST', '/api/cart/add'], ['GET', '/api/cart/totals'], ['POST', '/api/cart/clear']] as const) {
      const response = await visitor.send(method, url, method === 'POST' ? { id: 1 } : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'please_login_to_add_to_cart' });
    }
    const { browser } = await buyer();
    expect((await browser.post('/api/cart/add', { id: 1 }, { xsrf: false })).statusCode).toBe(403);
  });

  it('adds one of each item, in the requested currency, and refuses unknown, sold and repeated items', async () => {
    const { browser } = await buyer();
    const [a, b, sold] = await takeAvailableListings(ctx.db, 3);
    await ctx.db.listing.update({ where: { id: sold!.id }, data: { status: 'sold', soldAt: new Date() } });
    const added = await browser.post('/api/cart/add', { id: a!.id, currency: 'EUR' });
    expect(added.json()).toMatchObject({ status: 'OK', message: 'Item added to cart!', cart: [{ item_id: a!.id, count: 1, price: Number(a!.price) }], currency: 'EUR' });
    expect((await browser.post('/api/cart/add', { id: a!.id })).json()).toMatchObject({ message: 'This item is already in your cart' });
    expect((await browser.post('/api/cart/add', { id: sold!.id })).statusCode).toBe(409);
    expect((await browser.post('/api/cart/add', { id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await browser.post('/api/cart/add', { id: 'one' })).statusCode).toBe(422);
    await browser.post('/api/cart/add', { id: b!.id });
    const gbp = (await browser.get('/api/cart/contents?currency=GBP')).json();
    expect(gbp).toMatchObject({ currency: 'GBP', cart: [{ item_id: a!.id }, { item_id: b!.id }] });
    expect(gbp.total).toBeCloseTo(gbp.cart[0].price + gbp.cart[1].price, 2);
    await restoreListings(ctx.db, [a!.id, b!.id, sold!.id]);
  });

  it('shows a line sold meanwhile as unavailable, with no price in the totals', async () => {
    const { browser } = await buyer();
    const [kept, gone] = await takeAvailableListings(ctx.db, 2);
    await browser.post('/api/cart/add', { id: kept!.id });
    await browser.post('/api/cart/add', { id: gone!.id });
    await ctx.db.listing.update({ where: { id: gone!.id }, data: { status: 'sold', soldAt: new Date() } });
    const contents = (await browser.get('/api/cart/contents?currency=EUR')).json();
    expect(contents.cart.map((line: { item_id: number }) => line.item_id)).toEqual([kept!.id]);
    expect(contents.unavailable).toMatchObject([{ item_id: gone!.id, item: { name: gone!.title } }]);
    expect((await browser.get('/api/cart/totals?currency=EUR')).json().totals).toMatchObject({ subtotal: Number(kept!.price) });
    await restoreListings(ctx.db, [kept!.id, gone!.id]);
  });

  it('removes by line id or item id, says when the item is not there, and clears', async () => {
    const { browser } = await buyer();
    const [a, b] = await takeAvailableListings(ctx.db, 2);
    const cart = (await browser.post('/api/cart/add', { id: a!.id })).json().cart;
    await browser.post('/api/cart/add', { id: b!.id });
    expect((await browser.post('/api/cart/remove', { id: cart[0].id })).json()).toMatchObject({ message: 'Item removed from cart', cart: [{ item_id: b!.id }] });
    expect((await browser.post('/api/cart/remove', { id: b!.id })).json().cart).toEqual([]);
    expect((await browser.post('/api/cart/remove', { id: b!.id })).statusCode).toBe(404);
    await browser.post('/api/cart/add', { id: a!.id });
    expect((await browser.post('/api/cart/update', { item_id: a!.id, count: 1 })).json().cart).toHaveLength(1);
    expect((await browser.post('/api/cart/clear')).json()).toMatchObject({ message: 'Cart cleared', cart: [] });
  });

  it('applies and removes a promo code on the totals; refuses an unknown one with its reason', async () => {
    const { browser } = await buyer();
    const [listing] = await takeAvailableListings(ctx.db, 1, { minPriceEur: 2 });
    await browser.post('/api/cart/add', { id: listing!.id });
    const code = `CART${randomUUID().slice(0, 6).toUpperCase()}`;
    await ctx.db.promoCode.create({ data: { code, kind: 'percent', value: '50' } });
    const unknown = await browser.post('/api/cart/promo', { code: 'NOPE-NOT-A-CODE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.code).toEqual(['This promo code does not exist.']);
    const applied = (await browser.post('/api/cart/promo', { code: code.toLowerCase(), currency: 'EUR' })).json();
    expect(applied).toMatchObject({ message: 'Promo code applied successfully', totals: { promo_code: code } });
    // Half of the subtotal, rounded half-up to the cent.
    expect(Math.abs(applied.totals.discount - applied.totals.subtotal / 2)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect((await browser.send('DELETE', '/api/cart/promo')).json()).toMatchObject({ message: 'Promo code removed', totals: { promo_code: null, discount: 0 } });
    await restoreListings(ctx.db, [listing!.id]);
  });
});
