import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { itemsListResponseSchema } from '@skins/shared';
import type { ItemsListResponse } from '@skins/shared';

const PAGE_SIZE = 16;

async function listFromApi(request: APIRequestContext, query: Record<string, string | number>): Promise<ItemsListResponse> {
  const response = await request.get('/api/items/list', { params: { limit: PAGE_SIZE, currency: 'EUR', ...query } });
  expect(response.ok()).toBe(true);
  return itemsListResponseSchema.parse(await response.json());
}

function cardTitles(page: Page) {
  return page.locator('main article h3');
}

function parsePrice(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

test.describe('product list', () => {
  test('shows the catalogue, pages through it and sorts it by price', { tag: '@shop-wide' }, async ({ page, request }) => {
    const first = await listFromApi(request, { page: 1 });
    const second = await listFromApi(request, { page: 2 });
    expect(first.payload.length).toBe(PAGE_SIZE);
    expect(first.meta.total).toBeGreaterThan(PAGE_SIZE);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.getByText('DOTA 2 skins')).toBeVisible();
    await expect(cardTitles(page)).toHaveText(first.payload.map((product) => product.title));
    for (const product of first.payload.slice(0, 3)) {
      await expect(page.getByRole('link', { name: product.title, exact: true }).first()).toBeVisible();
    }

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cardTitles(page)).toHaveText(second.payload.map((product) => product.title));
    expect(second.payload.map((product) => product.id)).not.toEqual(first.payload.map((product) => product.id));

    // A page is a committed choice, its own history entry: Back returns to page 1.
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cardTitles(page)).toHaveText(first.payload.map((product) => product.title));

    await page.goto('/products?page=2');
    const ascending = await listFromApi(request, { page: 1, sort: 'asc' });
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(cardTitles(page)).toHaveText(ascending.payload.map((product) => product.title));
    const prices = (await page.locator('main article .product-card__price').allTextContents()).map(parsePrice);
    expect(prices.length).toBe(PAGE_SIZE);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('searches from the header, keeping the sort and resetting the page', async ({ page }) => {
    await page.goto('/products?sort=desc&page=3');
    const search = page.getByRole('search').getByRole('combobox', { name: 'Search' });
    await search.fill('Axe');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?sort=desc&search=Axe$/);
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Search' })).toHaveValue('Axe');
  });

  test('suggests heroes and items as you type in the header, and a pick opens it (issue 13.2)', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.pressSequentially('pudg');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('group', { name: 'Heroes' }).getByRole('option', { name: /^Pudge/ })).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: the first suggestion is the hero; Enter opens the list filtered to the hero.
    await search.press('ArrowDown');
    await expect(suggestions.getByRole('option', { selected: true })).toHaveText(/^Pudge/);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?hero=Pudge$/);
    await expect(cardTitles(page).first()).toBeVisible();

    // Pointer: an item suggestion opens that product's page.
    await search.fill('');
    await search.pressSequentially('hook');
    const item = suggestions.getByRole('group', { name: 'Items' }).getByRole('option').first();
    // The previous words' suggestions stay until these arrive.
    await expect(item.locator('.search-suggestions__label')).toContainText(/hook/i);
    const title = (await item.locator('.search-suggestions__label').textContent()) ?? '';
    await item.click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/all\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test('the header suggests what a swapped letter or a split word meant, each item with its picture and price', async ({ page, request }) => {
  // An item on sale whose title starts with a long word, typed as two words.
  const { payload } = await listFromApi(request, { limit: 100, sort: 'asc' });
  const compound = payload.find((item) => /^[A-Za-z]{8,} \S/.test(item.title));
  expect(compound, 'the e2e catalogue must hold a title with a long first word').toBeTruthy();
  const [first, ...rest] = compound!.title.split(' ');
  const split = `${first!.slice(0, 4)} ${first!.slice(4)} ${rest.join(' ')}`;

  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await search.pressSequentially('pduge');
  await expect(suggestions.getByRole('group', { name: 'Heroes' }).getByRole('option', { name: /^Pudge/ })).toBeVisible();

  await search.fill('');
  await search.pressSequentially(split);
  const items = suggestions.getByRole('group', { name: 'Items' });
  await expect(items.getByRole('option').filter({ hasText: compound!.title }).first()).toBeVisible();
  for (const option of await items.getByRole('option').all()) {
    await expect(option.locator('img')).toHaveCount(1);
    await expect(option.locator('.search-suggestions__price')).toHaveText(/^€\d[\d,]*\.\d\d$/);
  }
  const picked = items.getByRole('option').filter({ hasText: compound!.title }).first();
  await expect(picked.locator('.search-suggestions__price')).toHaveText(`€${compound!.price.toFixed(2)}`);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('home leads to the catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover the Magic' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cardTitles(page).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu slides in with the links and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in with Steam' })).toHaveAttribute('href', '/auth/steam/redirect');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('pagination is compact', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
  });
});
