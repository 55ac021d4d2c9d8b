import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import {
  formatPrice,
  itemsListResponseSchema,
  languagesResponseSchema,
  orderTimelineResponseSchema,
  priceHistoryResponseSchema,
  referencePricesResponseSchema,
} from '@skins/shared';
import { addToCartThroughApi, apiPost, availableItems, CARDS, openCheckout, payInWidget, pressPay, signInWithSteamAsSeller, signUpBuyer, staffCli } from './checkout-support.ts';

/** A new buyer pays for one copy by card: the order's id, once the widget has taken the payment. */
async function buyOneAndPay(page: Page, request: APIRequestContext): Promise<number> {
  const products = await availableItems(request, 1);
  await signUpBuyer(page);
  await addToCartThroughApi(page, products);
  await page.goto('/cart');
  const modal = await openCheckout(page);
  const { order_id: orderId } = await pressPay(page, modal);
  await payInWidget(page, CARDS.success);
  return orderId;
}

/** A buyer's order as a timeline; every staff offer kept for the seller with its reference price. */

test.describe('order timeline and offer history (issue 16.4)', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('a paid order shows created, reserved, paid with the provider reference, and its delivery on the way', async ({ page, request }) => {
    const orderId = await buyOneAndPay(page, request);
    await expect(page).toHaveURL(new RegExp(`/success-payment\\?order_id=${orderId}(&status_token=[\\w-]+)?$`));

    await page.goto('/account?tab=orders');
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await row.getByText('Timeline').click();
    const steps = row.getByRole('list', { name: `Timeline of order #${orderId}` }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    const timeline = orderTimelineResponseSchema.parse(await (await page.request.get(`/api/orders/${orderId}/timeline`)).json()).payload;
    const reference = timeline.steps.find((step) => step.step === 'paid')!.detail!;
    expect(reference.length).toBeGreaterThan(5);
    await expect(steps.nth(0)).toContainText('Order created');
    await expect(steps.nth(1)).toContainText('Items reserved');
    await expect(steps.nth(1)).toContainText('Items held for you: 1');
    await expect(steps.nth(2)).toContainText('Paid');
    await expect(steps.nth(2)).toContainText(`Payment reference: ${reference}`);
    // Paid is not delivered: the step waits for the trade offer (item-movement.spec.ts follows it to the end).
    await expect(steps.nth(3)).toContainText('Delivered');
    await expect(steps.nth(3)).toContainText('Not yet');
    await expect(row.locator('.delivery')).toBeVisible();
    for (let index = 0; index < 3; index += 1) await expect(steps.nth(index).locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  test('on a phone in Russian the timeline wraps between words: a word that fits on a line is never cut', async ({ page, request }) => {
    const orderId = await buyOneAndPay(page, request);
    await expect(page).toHaveURL(/\/success-payment\?/);

    const ru = languagesResponseSchema.parse(await (await request.get('/api/languages')).json()).payload.find((language) => language.code === 'ru')!;
    await page.addInitScript((id) => window.localStorage.setItem('languageId', String(id)), ru.id);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/account?tab=orders&order=${orderId}`);
    const steps = page.locator(`[data-order-id="${orderId}"] .order-timeline__steps`);
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps).toContainText('Предметов зарезервировано для вас: 1');

    // Each word of the steps' texts that is narrower than its line lies on one line ("для ва|с" was cut in two).
    const cut = await steps.evaluate((list) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const line = node.parentElement!.getBoundingClientRect().width;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (width < line && new Set(rects.map((rect) => Math.round(rect.top))).size > 1) found.push(word[0]);
        }
      }
      return found;
    });
    expect(cut).toEqual([]);
  });

  test('the seller sees every staff offer with the 30-day median it was based on', async ({ page, request }) => {
    // A skin whose item has enough recent sales to have a reference price.
    const list = itemsListResponseSchema.parse(await (await request.get('/api/items/list', { params: { limit: 40, currency: 'EUR' } })).json()).payload;
    const references = referencePricesResponseSchema.parse(
      await (await request.get('/api/items/reference-prices', { params: { ids: list.map((product) => product.id).join(','), currency: 'EUR' } })).json(),
    ).payload;
    const withReference = references.find((entry) => entry.median !== null)!;
    const product = list.find((candidate) => candidate.id === withReference.id)!;
    const median = priceHistoryResponseSchema.parse(await (await request.get(`/api/items/${product.id}/price-history`, { params: { days: 30, currency: 'EUR' } })).json())
      .payload.reference.median!;

    await signInWithSteamAsSeller(page);
    const created = await apiPost(page, '/api/sell-orders', {
      skin_name: product.title, quality: 'Rare', price: 50, steam_link: 'https://steamcommunity.com/id/e2e-seller/inventory/#570', currency: 'EUR',
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { payload } = (await created.json()) as { payload: { id: number } };

    const cli = staffCli();
    try {
      cli.run('sell-orders', 'offer', String(payload.id), '40');
      cli.run('sell-orders', 'offer', String(payload.id), '42.50');
    } finally {
      cli.dispose();
    }

    await page.goto('/account?tab=sell-orders');
    const order = page.getByRole('region', { name: 'My Sell Orders' }).getByRole('listitem').filter({ hasText: `Sell order #${payload.id}` });
    await order.getByText('Offer history').click();
    const rows = order.getByRole('table', { name: 'Offer history' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('€40.00');
    await expect(rows.nth(1)).toContainText('€42.50');
    await expect(rows.nth(0)).toContainText(formatPrice(median, '€'));
    await expect(rows.nth(0).locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });
});
