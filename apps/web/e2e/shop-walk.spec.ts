import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { itemsListResponseSchema, type Item } from '@skins/shared';
import { CARDS, SANDBOX, addToCartThroughApi, availableItems, openCheckout, payInWidget, signInWithSteam, widget } from './checkout-support.ts';

/**
 * The shop walked as a buyer would, on a 1440 px desktop and on a 390x844 phone: real item images (served by
 * the sandbox's stand-in for Valve's CDN; offline, the generated tile without the title the card prints), Back
 * undoing a filter and returning to the list's scroll position, the cart's clean-up, a payment's result and
 * the reserved /auth slug. Screenshots of the catalogue,
 * details, cart and result pages go to e2e/screenshots/ (gitignored: run the walk to see them).
 */
const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');
const CDN = `${SANDBOX}/cdn/`;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** The image in `scope` came from the CDN double and really loaded (not the fallback, not broken). */
async function expectCdnImage(scope: Locator) {
  const image = scope.locator('img.image-frame__image').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${CDN}`));
  // Loaded, and still the CDN's picture: a failed CDN load swaps in the (loading) generated art.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement, cdn) => element.complete && element.naturalWidth > 0 && element.src.startsWith(cdn), CDN))
    .toBe(true);
}

/** A listed item whose CDN icon has the given path shape (about 4% of the seed's items are economy images). */
async function itemWithIcon(request: APIRequestContext, shape: string): Promise<Item> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.get('/api/items/list', { params: { random: 'true', limit: 100, currency: 'EUR' } });
    const found = itemsListResponseSchema.parse(await response.json()).payload.find((item) => item.img_url.startsWith(CDN) && item.img_url.includes(shape));
    if (found) return found;
  }
  throw new Error(`no listed item with a ${shape} icon`);
}

const cards = (page: Page) => page.locator('article.product-card');

/** Answers the cookie banner, so it does not cover the screenshots. */
async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
}

/** Steam sign-in goes through the header, which a phone folds into its menu: sign in wide, then narrow. */
async function signInAs(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithSteam(page);
  await page.setViewportSize(viewport);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the shop walk on a ${name}`, () => {
    test.use({ viewport });

    test('catalogue and details show real item images; Back undoes a filter and returns to the list position', async ({ page }) => {
      await page.goto('/products/all/all');
      await acceptCookies(page);
      await expect(cards(page).first()).toBeVisible();
      // Cards for items Valve has an icon for show it; a few items only have the generated art.
      await expectCdnImage(cards(page).filter({ has: page.locator(`img[src^="${CDN}"]`) }).first());
      await screenshot(page, `${name}-catalogue`);

      // A ticked filter is a history entry: Back undoes it and stays on the list.
      if (name === 'phone') await page.getByRole('button', { name: 'Open filters' }).click();
      // The first section's first value: the heroes come first, after the price and 'Ready to send now'.
      const hero = page.locator('.filter-panel').getByRole('list', { name: 'Hero', exact: true }).getByRole('checkbox').first();
      await hero.check();
      await expect(page).toHaveURL(/[?&]hero=/);
      await page.goBack();
      await expect(page).toHaveURL(/\/products\/all\/all$/);
      await expect(hero).not.toBeChecked();
      // A phone's filters are a drawer over the list.
      if (name === 'phone') await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close filters' }).click();

      // Down the list to a card, into its product, and Back lands where the visitor was.
      const card = cards(page).nth(7);
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 1));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const title = (await card.locator('h3').textContent())!.trim();
      await card.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, `${name}-details`);
      // Back lands where the visitor clicked: the card is on screen again, the list is not at its top. (Not a
      // pixel match: Playwright's click scrolls the link into view on its own, after any position read here.)
      await page.goBack();
      await expect(cards(page).nth(7).getByRole('link', { name: title, exact: true })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });

    test('offline, the cards fall back to the generated tile, which leaves the title to the card', async ({ page, request }) => {
      await page.route(`${CDN}**`, (route) => route.abort('internetdisconnected'));
      await page.goto('/products/all/all');
      await acceptCookies(page);
      const card = cards(page).first();
      const image = card.locator('img.image-frame__image');
      await expect(image).toHaveAttribute('src', /\/api\/images\/items\/\d+\.svg$/);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const title = (await card.locator('h3').textContent())!.trim();
      const tile = await (await request.get((await image.getAttribute('src'))!)).text();
      // What the tile writes, its lines joined: the title would be split over several <tspan>s.
      const drawn = [...tile.matchAll(/<text[^>]*>(.*?)<\/text>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, ' '));
      expect(drawn.join(' ').replace(/\s+/g, ' ')).not.toContain(title.replace(/&/g, '&#38;').replace(/'/g, '&#39;').replace(/"/g, '&#34;'));
      await screenshot(page, `${name}-catalogue-offline`);
    });

    test('the details page shows the large icon from the CDN, for both icon shapes in the seed', async ({ page, request }) => {
      // Steam economy images (long hashes, sized by suffix) and the game's app icons (one size): one of each.
      for (const shape of ['/economy/image/', '/apps/570/icons/'] as const) {
        const product = await itemWithIcon(request, shape);
        await page.goto(`/products/${product.category}/all/${product.id}`);
        await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
        const media = page.locator('.product-details__media');
        await expectCdnImage(media);
        // Economy images are asked for at 512 px here, cards get 256; app icons have one size.
        const src = await media.locator('img').first().getAttribute('src');
        if (shape === '/economy/image/') expect(src).toMatch(/\/512fx512f$/);
      }
    });

    test('the cart: Delete all asks first, the badge counts what can be bought, and a paid order ends on the result page', async ({ page, request }) => {
      const products = await availableItems(request, 3);
      await signInAs(page, viewport);
      await acceptCookies(page);
      await addToCartThroughApi(page, products.slice(0, 2));
      await page.goto('/cart');
      const items = page.getByRole('region', { name: 'Items (2)' });
      await expect(items).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (2)' }).first()).toBeAttached();
      // Every line shows a picture that loaded: the CDN icon, or for an item without one the generated art.
      for (const image of await items.locator('img').all()) {
        await expect(image).toHaveAttribute('src', new RegExp(`^(${CDN}|/api/images/items/)`));
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      await screenshot(page, `${name}-cart`);

      await items.getByRole('button', { name: 'Delete all' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete all items?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(items).toBeVisible();
      await items.getByRole('button', { name: 'Delete all' }).click();
      await confirm.getByRole('button', { name: 'Delete all' }).click();
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expect(page.getByText(/Items \(0\)/)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Confirm your order' })).toHaveCount(0);

      // Pay for one: the result page, with the cart emptied.
      await addToCartThroughApi(page, products.slice(2));
      await page.goto('/cart');
      const modal = await openCheckout(page, { email: `walk-${Date.now()}@example.test` });
      await modal.getByRole('button', { name: 'Pay', exact: true }).click();
      await payInWidget(page, CARDS.success);
      await expect(widget(page).getByText('Payment successful')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
      await screenshot(page, `${name}-payment-result`);
    });

    test('the account tabs sit side by side without overlapping, and a buyer sees no payout form', async ({ page }) => {
      await signInAs(page, viewport);
      await page.goto('/account?tab=personal');
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      const tabs = await page.getByRole('tab').all();
      expect(tabs.length).toBeGreaterThanOrEqual(3);
      const boxes = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!));
      for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.x).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width - 0.5);
      for (const tab of tabs) expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await expect(page.getByRole('textbox', { name: /^Trade URL/ })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveCount(0);
    });

    test('/auth is a reserved slug: the not-found page, never the api\'s JSON', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    });
  });
}
