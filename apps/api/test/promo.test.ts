import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals } from '../src/services/cart/totals.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { usePaymentsStack } from './helpers/payments-stack.ts';
import { startSessionForTest } from './helpers/sessions.ts';


describe('totals', () => {
  it('computes subtotal, discount, VAT and total once, in euro and in another currency', () => {
    const input = { itemPricesEur: ['10.00', '5.55'], promo: { kind: 'percent' as const, value: '10' }, vatPercent: '20' };
    expect(computeTotals({ ...input, rate: '1' })).toMatchObject({ subtotalMinor: 1555n, discountMinor: 156n, vatMinor: 280n, totalMinor: 1679n, totalEur: '16.79' });
    // PLN at 4.32: 43.20 + 23.98 (23.976 rounded half-up) = 67.18; 10% = 6.72; VAT 20% of 60.46 = 12.09.
    expect(computeTotals({ ...input, rate: '4.32' })).toMatchObject({ subtotalMinor: 6718n, discountMinor: 672n, vatMinor: 1209n, totalMinor: 7255n });
    expect(computeTotals({ itemPricesEur: ['3.00'], rate: '1', promo: { kind: 'fixed', value: '5' }, vatPercent: '0' })).toMatchObject({ discountMinor: 300n, totalMinor: 0n });
  });
});

describe('promo codes in the cart and at checkout', () => {
  // Checkout creates the Paysage token at the provider, so the stand-in runs beside the app.
  const ctx = usePaymentsStack();
  const touched: number[] = [];
  let vatBefore: string | undefined;
  beforeAll(async () => {
    vatBefore = (await ctx.db.setting.findUnique({ where: { key: 'vat_percent' } }))?.value;
  });
  afterAll(async () => {
    await ctx.db.setting.update({ where: { key: 'vat_percent' }, data: { value: vatBefore ?? '0' } });
    await restoreListings(ctx.db, touched);
  });

  async function buyerWithItem() {
    const user = await createTestUser(ctx.db, { userType: 'buyer' });
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    // Dearer than any code below takes off, so every checkout has something left to pay.
    const [listing] = await takeAvailableListings(ctx.db, 1, { minPriceEur: 2 });
    touched.push(listing!.id);
    await browser.post('/api/cart/add', { id: listing!.id });
    return { user, browser, listing: listing! };
  }

  const code = (data: Record<string, unknown> = {}) =>
    ctx.db.promoCode.create({ data: { code: `TEST${randomUUID().slice(0, 8).toUpperCase()}`, kind: 'percent', value: '10', ...data } });

  it('applies a valid code and refuses unknown, expired, exhausted and below-minimum ones with their reasons', async () => {
    const { browser } = await buyerWithItem();
    const valid = await code();
    const applied = await browser.post('/api/cart/promo', { code: valid.code.toLowerCase() });
    expect(applied.json()).toMatchObject({ message: 'Promo code applied successfully', totals: { promo_code: valid.code, promo_problem: null } });
    expect(applied.json().totals.discount).toBeGreaterThan(0);

    const refusals: Array<[Record<string, unknown> | null, RegExp]> = [
      [null, /does not exist/],
      [{ endsAt: new Date(Date.now() - 60_000) }, /has expired/],
      [{ maxUses: 3, usedCount: 3 }, /used up/],
      [{ minTotalEur: '100000' }, /needs a cart total of at least/],
      [{ isActive: false }, /no longer active/],
    ];
    for (const [data, reason] of refusals) {
      const codeText = data ? (await code(data)).code : 'NO-SUCH-CODE';
      const response = await browser.post('/api/cart/promo', { code: codeText });
      expect(response.statusCode, codeText).toBe(422);
      expect(response.json().errors.code[0], codeText).toMatch(reason);
    }
    // A refused code leaves the applied one in place.
    expect((await browser.get('/api/cart/totals')).json().totals.promo_code).toBe(valid.code);
    expect((await browser.send('DELETE', '/api/cart/promo')).json().totals).toMatchObject({ promo_code: null, discount: 0 });
  });

  it('counts a code at its limit once when buyers check out at the same time', async () => {
    const limited = await code({ maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerWithItem()));
    for (const { browser } of buyers) expect((await browser.post('/api/cart/promo', { code: limited.code })).statusCode).toBe(200);
    const results = await Promise.all(buyers.map(({ browser }) => browser.post('/api/orders/checkout', CHECKOUT_FORM)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toBe('This promo code has been used up.');
    expect((await ctx.db.promoCode.findUniqueOrThrow({ where: { id: limited.id } })).usedCount).toBe(1);
    expect(await ctx.db.promoRedemption.count({ where: { promoCodeId: limited.id } })).toBe(1);
    // The refused buyers keep their items on sale: nothing was reserved for them.
    for (const [i, r] of results.entries()) {
      if (r.statusCode === 422) expect((await ctx.db.listing.findUniqueOrThrow({ where: { id: buyers[i]!.listing.id } })).status).toBe('available');
    }
  });

  it('a code worth the whole cart is refused at checkout with a reason, reserving nothing', async () => {
    const { browser, listing } = await buyerWithItem();
    const everything = await code({ kind: 'fixed', value: '100000' });
    await browser.post('/api/cart/promo', { code: everything.code });
    const refused = await browser.post('/api/orders/checkout', CHECKOUT_FORM);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.promo_code).toEqual(['This promo code leaves nothing to pay. Remove it or add another item.']);
    expect(await ctx.db.listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ status: 'available' });
  });

  it('charges the total after discount and VAT and records each line on the order, in two currencies', async () => {
    await ctx.db.setting.update({ where: { key: 'vat_percent' }, data: { value: '20' } });
    for (const currency of ['EUR', 'PLN']) {
      const { browser, listing } = await buyerWithItem();
      const promo = await code({ kind: 'fixed', value: '0.50' });
      await browser.post('/api/cart/promo', { code: promo.code });
      const shown = (await browser.get(`/api/cart/totals?currency=${currency}`)).json().totals;
      expect(shown).toMatchObject({ vat_percent: 20, delivery: 0, currency });
      expect(shown.total).toBeCloseTo(shown.subtotal - shown.discount + shown.vat, 2);

      const answer = (await browser.post('/api/orders/checkout', { ...CHECKOUT_FORM, currency })).json();
      expect(answer.amount_minor).toBe(Math.round(shown.total * 100));
      expect(answer.currency).toBe(currency);
      const order = await ctx.db.order.findUniqueOrThrow({ where: { id: answer.order_id } });
      const expected = computeTotals({ itemPricesEur: [listing.price.toString()], rate: '1', promo: { kind: 'fixed', value: '0.50' }, vatPercent: '20' });
      expect({ subtotal: order.subtotalEur.toString(), discount: order.discountEur.toString(), vat: order.vatEur.toString(), total: order.totalEur.toString() }).toEqual({
        subtotal: Number(expected.subtotalEur).toString(),
        discount: Number(expected.discountEur).toString(),
        vat: Number(expected.vatEur).toString(),
        total: Number(expected.totalEur).toString(),
      });
      expect(order).toMatchObject({ promoCodeId: promo.id, currency });
    }
  });
});
