import { expect, test, type APIRequestContext } from '@playwright/test';
import { deliverySpeedResponseSchema, itemsListResponseSchema, type Item } from '@skins/shared';
import { addToCartThroughApi, openCheckout, signInWithSteam } from './checkout-support.ts';
import { acceptAllCookies } from './cookie-choice.ts';

/**
 * What can go out now: each copy says "Ready to send" or "Tradable from <date>" (Steam's trade cooldown, which
 * the seed gives some copies), the catalogue filters to what can go out now, and checkout states the date of
 * a copy in a cooldown before payment.
 */

/** The date as the interface says it in English, in the browser's time zone. */
const englishDate = (iso: string) => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

async function copies(request: APIRequestContext, ready?: boolean): Promise<Item[]> {
  const response = await request.get('/api/items/list', { params: { sort: 'asc', limit: 100, currency: 'EUR', ...(ready ? { ready: 'true' } : {}) } });
  expect(response.ok()).toBe(true);
  return itemsListResponseSchema.parse(await response.json()).payload;
}

async function lockedCopy(request: APIRequestContext): Promise<Item & { tradable_after: string }> {
  const locked = (await copies(request)).find((item) => item.tradable_after !== null);
  if (!locked?.tradable_after) throw new Error('The seed has no copy in a trade cooldown among the cheapest');
  return locked as Item & { tradable_after: string };
}

test.beforeEach(async ({ context }) => {
  await acceptAllCookies(context);
});

test('cards and product pages say ready to send or tradable from a date, and the filter shows only what can go out now', async ({ page, request }) => {
  const locked = await lockedCopy(request);
  const ready = (await copies(request)).find((item) => item.tradable_after === null)!;

  await page.goto(`/products/${locked.category}/all/${locked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: locked.title })).toBeVisible();
  // The product's own state (the similar products below carry theirs on their cards).
  const state = page.locator('.product-details__buy').getByTestId('tradable-state');
  await expect(state).toContainText(`Tradable from ${englishDate(locked.tradable_after)}`);
  await expect(state).toContainText('our bot sends the offer on that date');

  await page.goto(`/products/${ready.category}/all/${ready.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ready.title })).toBeVisible();
  await expect(page.locator('.product-details__buy').getByTestId('tradable-state')).toHaveText('Ready to send');

  // The cheapest copies: the locked one among them says its date on its card.
  await page.goto('/products?sort=asc');
  const lockedCard = page.locator('main article', { has: page.getByRole('link', { name: locked.title, exact: true }) }).filter({ hasText: 'Tradable from' });
  await expect(lockedCard.first()).toContainText(`Tradable from ${englishDate(locked.tradable_after)}`);
  await expect(page.locator('main article').getByText('Ready to send').first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'Ready to send now' }).first().check();
  await expect(page).toHaveURL(/[?&]ready=true/);
  const readyIds = (await copies(request, true)).slice(0, 5).map((item) => item.id);
  expect(readyIds).not.toContain(locked.id);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main article').getByText(/^Tradable from/)).toHaveCount(0);
  await expect(page.locator('main article').getByText('Ready to send').first()).toBeVisible();
  const cards = await page.locator('main article').count();
  expect(cards).toBeGreaterThan(0);
  await expect(page.locator('main article').getByText('Ready to send')).toHaveCount(cards);

  // Reloaded, the filter stays (it lives in the URL).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ready to send now' }).first()).toBeChecked();
});

test('the cart and checkout state the date of a copy in a cooldown before payment', async ({ page, request }) => {
  const locked = await lockedCopy(request);
  await signInWithSteam(page);
  await addToCartThroughApi(page, [locked]);
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(`Tradable from ${englishDate(locked.tradable_after)}`)).toBeVisible();
  const modal = await openCheckout(page);
  await expect(modal.getByText(`${locked.title}: Steam lets us trade it only from ${englishDate(locked.tradable_after)}. You pay now; its trade offer goes out on that date.`)).toBeVisible();
  // How fast offers go out, as GET /api/delivery-speed measures it now: a figure, or why there is none.
  const speed = deliverySpeedResponseSchema.parse(await (await request.get('/api/delivery-speed')).json()).payload;
  const expected = {
    measured: /^Offers go out in about \d+ (s|min) after payment/,
    slow: 'Our bots are behind right now: offers take longer than usual.',
    steam_trouble: 'Steam is having trouble right now: offers may be delayed until it recovers.',
    no_data: 'No offers went out in the last hour, so we cannot say how fast they go right now.',
  }[speed.state];
  await expect(modal.getByTestId('checkout-delivery').getByText(expected)).toBeVisible();
});
