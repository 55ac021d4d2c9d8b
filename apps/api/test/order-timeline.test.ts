import { offerHistoryResponseSchema, orderTimelineResponseSchema, priceHistoryResponseSchema, sellOrderBodySchema } from '@skins/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { getPriceHistory } from '../src/services/price-history/get-price-history.ts';
import { createSellOrder } from '../src/services/sell-orders/seller-actions.ts';
import { makeOffer } from '../src/services/sell-orders/staff-actions.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createBuyer, createPendingOrder, providerTransaction, restoreListings } from './helpers/orders.ts';
import { createSeller, SELL_BODY, staffId } from './helpers/sell-orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';

describe('order timeline and offer history (issue 16.4)', () => {
  const ctx = useTestApp();
  const touched: number[] = [];
  afterAll(async () => {
    await restoreListings(ctx.db, touched);
  });

  async function signedIn(userId: number) {
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, userId);
    return browser;
  }

  async function timeline(browser: TestBrowser, orderId: number) {
    const response = await browser.get(`/api/orders/${orderId}/timeline`);
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it('shows a paid order as created, reserved, paid with the provider reference, its delivery being prepared; and records the sale', async () => {
    const { user, order, listingIds } = await createPendingOrder(ctx.db, { listings: 2 });
    touched.push(...listingIds);
    const browser = await signedIn(user.id);

    const before = orderTimelineResponseSchema.parse((await timeline(browser, order.id)).body).payload;
    expect(before.steps.map((step) => [step.step, step.at !== null])).toEqual([
      ['created', true],
      ['reserved', true],
      ['paid', false],
      ['delivered', false],
    ]);
    expect(before.steps[1]!.detail).toBe('2');

    const historyOf = async () => {
      const response = await browser.get(`/api/items/${listingIds[0]}/price-history?days=7`);
      // A failure names its cause (the route answers only 'Internal server error').
      if (response.statusCode !== 200) await getPriceHistory(ctx.db, listingIds[0]!, 7);
      expect(response.statusCode, response.body).toBe(200);
      return priceHistoryResponseSchema.parse(response.json()).payload.volume;
    };
    const salesBefore = await historyOf();

    const payment = providerTransaction(order, 'successful');
    expect((await applyProviderTransaction(ctx.db, payment, 'notification')).result).toBe('applied');

    const after = orderTimelineResponseSchema.parse((await timeline(browser, order.id)).body).payload;
    expect(after.status).toBe('completed');
    const paid = after.steps.find((step) => step.step === 'paid')!;
    expect(paid.detail).toBe(payment.uid);
    expect(paid.at).not.toBeNull();
    // Paid is not delivered: the items are on their way as a trade offer being prepared, and the step waits.
    expect(after.steps.find((step) => step.step === 'delivered')!.at).toBeNull();
    // One offer per bot that holds some of the items: all being prepared, no code or link yet, both items in them.
    expect(after.deliveries.every((delivery) => delivery.state === 'preparing' && delivery.code === null && delivery.offer_url === null)).toBe(true);
    expect(after.deliveries.flatMap((delivery) => delivery.items)).toHaveLength(2);
    expect(after.refunds).toEqual([]);
    // The sale is in the item's price history at once (history is read from sold listings).
    expect(await historyOf()).toBeGreaterThan(salesBefore);
  });

  it('ends a declined order with the reason it stopped, and hides it from anyone else', async () => {
    const { user, order, listingIds } = await createPendingOrder(ctx.db);
    touched.push(...listingIds);
    await applyProviderTransaction(ctx.db, providerTransaction(order, 'failed'), 'notification');
    const owner = orderTimelineResponseSchema.parse((await timeline(await signedIn(user.id), order.id)).body).payload;
    expect(owner.steps.at(-1)).toMatchObject({ step: 'stopped', detail: 'Payment was declined' });
    expect(owner.steps.some((step) => step.step === 'delivered')).toBe(false);

    const stranger = await createBuyer(ctx.db);
    expect((await timeline(await signedIn(stranger.id), order.id)).status).toBe(404);
    expect((await timeline(new TestBrowser(ctx.app), order.id)).status).toBe(401);
  });

  it('keeps every staff offer with its amount, time and the reference price it was based on', async () => {
    // An item with enough recent sales in the seeded history, so the offer has a reference price.
    const [item] = await ctx.db.$queryRaw<Array<{ name: string; listing: number }>>`
      SELECT i.name, min(l.id) AS listing FROM items i JOIN listings l ON l.item_id = i.id
      WHERE l.status = 'sold' AND l.sold_at >= now() - interval '30 days'
        AND NOT EXISTS (SELECT 1 FROM items o WHERE lower(o.name) = lower(i.name) AND o.id < i.id)
      GROUP BY i.id, i.name HAVING count(*) >= 5 ORDER BY i.id LIMIT 1`;
    const seller = await createSeller(ctx.db);
    const order = await createSellOrder(ctx.db, seller.id, sellOrderBodySchema.parse({ ...SELL_BODY, skin_name: item!.name }));
    const staff = await staffId(ctx.db);
    await makeOffer(ctx.db, staff, order.id, '40.00');
    await makeOffer(ctx.db, staff, order.id, '45.50');

    const browser = await signedIn(seller.id);
    const response = await browser.get(`/api/sell-orders/${order.id}/offers?currency=EUR`);
    const offers = offerHistoryResponseSchema.parse(response.json()).payload;
    expect(offers.map((offer) => offer.amount)).toEqual([40, 45.5]);
    const reference = priceHistoryResponseSchema.parse((await browser.get(`/api/items/${item!.listing}/price-history?days=30`)).json()).payload.reference;
    expect(offers[0]!.reference_price).toBe(reference.median);
    expect(offers[0]!.reference_price).not.toBeNull();
    expect(Date.parse(offers[1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(offers[0]!.created_at));

    // A typed name with no sales behind it has no reference; another seller cannot read the history.
    const unknown = await createSellOrder(ctx.db, seller.id, sellOrderBodySchema.parse({ ...SELL_BODY, skin_name: 'A skin nobody sold' }));
    await makeOffer(ctx.db, staff, unknown.id, '10.00');
    const none = offerHistoryResponseSchema.parse((await browser.get(`/api/sell-orders/${unknown.id}/offers`)).json()).payload;
    expect(none).toMatchObject([{ amount: 10, reference_price: null }]);
    const other = await signedIn((await createSeller(ctx.db)).id);
    expect((await other.get(`/api/sell-orders/${order.id}/offers`)).statusCode).toBe(404);
  });
});
