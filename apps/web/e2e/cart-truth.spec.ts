import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Item } from '@skins/shared';
import { acceptAllCookies } from './cookie-choice.ts';
import { addToCartThroughApi, apiPost, availableItems, signInWithSteam, toast } from './checkout-support.ts';

/*
 * The cart buttons and the header badge follow the cart itself, also when it changed behind the page's back
 * (another tab, another device): a refusal such as 'This item is already in your cart' makes the page ask for
 * the cart again instead of going on offering what the cart already holds.
 */

const card = (page: Page, product: Item) => page.locator('article.product-card').filter({ has: page.locator(`a[href$="/${product.id}"]`) });
const badge = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Cart (${count})` }).first();

test.beforeEach(async ({ page }) => {
  await acceptAllCookies(page.context());
});

test('an item added in another tab: the refusal turns the card into Remove and the badge counts it', async ({ page, request }) => {
  const [product] = await availableItems(request, 1);
  await signInWithSteam(page);
  await page.goto(`/products/all/all?search=${encodeURIComponent(product!.title)}`);
  const button = card(page, product!).getByRole('button', { name: `Add to cart: ${product!.title}` });
  await expect(button).toBeVisible();
  await expect(badge(page, 0)).toBeAttached();

  // Another tab puts it in the cart; this page still shows the cart it loaded.
  await addToCartThroughApi(page, [product!]);
  await button.click();
  await expect(toast(page, 'This item is already in your cart')).toBeVisible();
  await expect(card(page, product!).getByRole('button', { name: `Remove: ${product!.title}` })).toBeVisible();
  await expect(badge(page, 1)).toBeAttached();
});

test('an item removed in another tab: Remove reconciles the card and the badge with the cart', async ({ page, request }) => {
  const [product, other] = await availableItems(request, 2);
  await signInWithSteam(page);
  await addToCartThroughApi(page, [product!, other!]);
  await page.goto(`/products/all/all?search=${encodeURIComponent(product!.title)}`);
  const remove = card(page, product!).getByRole('button', { name: `Remove: ${product!.title}` });
  await expect(remove).toBeVisible();
  await expect(badge(page, 2)).toBeAttached();

  // Another tab empties the cart; removing here leaves the page with the cart as it is now.
  for (const item of [product!, other!]) expect((await apiPost(page, '/api/cart/remove', { id: item.id, is_variation: false })).ok()).toBe(true);
  await remove.click();
  await expect(card(page, product!).getByRole('button', { name: `Add to cart: ${product!.title}` })).toBeVisible();
  await expect(badge(page, 0)).toBeAttached();
});
