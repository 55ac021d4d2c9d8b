import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { acceptAllCookies } from '../cookie-choice.ts';
import { settled } from '../settled.ts';

/*
 * The catalogue on a 390 px phone, as phone shops lay it out: two columns of compact cards (a card was ~470 px
 * tall, one per screen, and the home page 13,800 px), and the filters in a drawer over the list (opening them
 * pushed the first result down to ~2,570 px). The drawer is a dialog, so this runs under `npm start` too.
 */

test.use({ viewport: { width: 390, height: 844 } });

const cards = (page: Page) => page.locator('article.product-card');
/** Where an element sits in the page (not the viewport), in CSS pixels. */
const pageTop = async (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.beforeEach(async ({ page }) => {
  await acceptAllCookies(page.context());
});

test('two columns of compact cards, five or more to a screen', async ({ page }) => {
  // The dearest first: newest first would put another walk's listings on top, such as a one-cent copy whose card
  // carries every optional line (NEW, '100% below the 30-day median').
  await page.goto('/products/all/all?sort=desc');
  await expect(cards(page).nth(3)).toBeVisible();
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await cards(page).nth(index).boundingBox())!));
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(third!.y).toBeGreaterThan(first!.y + first!.height);
  expect(first!.x + first!.width * 2).toBeLessThan(390);
  expect(first!.height).toBeLessThan(340);
  // Each card still says what it is, what it costs and how to buy it.
  const card = cards(page).first();
  await expect(card.locator('h3')).toBeVisible();
  await expect(card.locator('.product-card__price')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Add to cart: / })).toBeVisible();
});

test('the home page is about half as long as it was', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.home-random article.product-card').nth(19)).toBeAttached();
  // Under 58 % of the 13,800 px it was: its twenty random cards carry their optional lines (a cooldown date, a
  // price below the median) or not, which took the page past 7,500 px in one run.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);
});

test('the filters open in a drawer over the list: the first result stays where it was', async ({ page }) => {
  await page.goto('/products/all/all');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const before = await pageTop(first);
  expect(before).toBeLessThan(600);

  await page.getByRole('button', { name: 'Open filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  // Still open once StrictMode's second effects and the events they queued have run (they once closed dialogs).
  await settled(page);
  await expect(drawer).toBeVisible();
  expect(await pageTop(first)).toBe(before);
  const box = (await drawer.locator('.modal-dialog__panel').boundingBox())!;
  expect(box.height).toBeGreaterThan(700);

  // A ticked box filters the list behind the drawer; the drawer stays until the visitor is done.
  // The hero list by its name: the first checkbox of the panel is 'Ready to send now'.
  const hero = drawer.getByRole('list', { name: 'Hero', exact: true }).getByRole('checkbox').first();
  const heroName = (await hero.evaluate((element) => element.closest('label')?.querySelector('.filter-option__label')?.textContent ?? '')).trim();
  await hero.check();
  await expect(page).toHaveURL(/[?&]hero=/);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /^Show .*items$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(cards(page).first().locator('.product-card__hero')).toHaveText(heroName);

  // The close button says what it does.
  await page.getByRole('button', { name: 'Open filters' }).click();
  await drawer.getByRole('button', { name: 'Close filters' }).click();
  await expect(drawer).toBeHidden();
});
