import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import { formatPrice, itemsListResponseSchema, priceHistoryResponseSchema, referencePricesResponseSchema } from '@skins/shared';

/** A product on the first catalogue pages whose price is below its item's 30-day median (the seed has some). */
async function productBelowMedian(request: APIRequestContext) {
  for (let page = 1; page <= 10; page += 1) {
    const list = itemsListResponseSchema.parse(await (await request.get('/api/items/list', { params: { page, limit: 16, currency: 'EUR' } })).json());
    const ids = list.payload.map((product) => product.id).join(',');
    const references = referencePricesResponseSchema.parse(await (await request.get('/api/items/reference-prices', { params: { ids, currency: 'EUR' } })).json());
    const found = references.payload.find((reference) => (reference.percent_below ?? 0) >= 1);
    if (found) return { page, product: list.payload.find((product) => product.id === found.id)!, reference: found };
  }
  throw new Error('No product below its 30-day median on the first ten pages');
}

test.describe('price history (issue 16.1)', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('the card and the details page say how far below the 30-day median a product is', { tag: '@shop-wide' }, async ({ page, request }) => {
    const { page: listPage, product, reference } = await productBelowMedian(request);
    await page.goto(`/products?page=${listPage}`);
    const card = page.locator('main article').filter({ has: page.getByRole('link', { name: product.title, exact: true }) }).first();
    await expect(card.getByTestId('below-median')).toHaveText(`${reference.percent_below}% below the 30-day median`);

    await card.getByRole('link', { name: product.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const section = page.getByRole('region', { name: 'Price history' });
    await expect(section.getByTestId('below-median')).toHaveText(`${reference.percent_below}% below the 30-day median`);
  });

  test('charts the sold prices over 7, 30 and 90 days, with a table of the same numbers, in the chosen currency', { tag: '@shop-wide' }, async ({ page, request }) => {
    const { product } = await productBelowMedian(request);
    const history = async (days: number, currency: string) =>
      priceHistoryResponseSchema.parse(await (await request.get(`/api/items/${product.id}/price-history`, { params: { days, currency } })).json()).payload;

    await page.goto(`/products/all/all/${product.id}`);
    const section = page.getByRole('region', { name: 'Price history' });
    const thirty = await history(30, 'EUR');
    await expect(section.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByTestId('price-summary')).toContainText(`Median sold price, 30 days${formatPrice(thirty.median, '€')}`);
    await expect(section.getByTestId('price-summary')).toContainText(`Sales, 30 days${thirty.volume}`);

    await section.getByRole('button', { name: '90 days' }).click();
    const ninety = await history(90, 'EUR');
    expect(ninety.volume).toBeGreaterThanOrEqual(thirty.volume);
    await expect(section.getByTestId('price-summary')).toContainText(`Sales, 90 days${ninety.volume}`);
    // The chart library is loaded on demand and draws on a canvas.
    await expect(section.getByTestId('price-chart').locator('canvas')).toBeVisible();

    await section.getByText('Show the sales as a table').click();
    const table = section.getByRole('table', { name: 'Sold prices per day over the last 90 days' });
    await expect(table.locator('tbody tr')).toHaveCount(ninety.points.length);
    const newest = ninety.points.at(-1)!;
    // Spec §9: days as DD.MM.YYYY.
    await expect(table.locator('tbody tr').first()).toContainText(newest.date.split('-').reverse().join('.'));
    await expect(table.locator('tbody tr').first()).toContainText(formatPrice(newest.median, '€'));

    // In another currency every price is converted by the server.
    await page.evaluate(() => {
      localStorage.setItem('currencyCode', 'USD');
      localStorage.setItem('currencySymbol', '$');
    });
    await page.reload();
    const usd = await history(30, 'USD');
    await expect(page.getByRole('region', { name: 'Price history' }).getByTestId('price-summary')).toContainText(formatPrice(usd.median, '$'));
  });
  test("a cheap item's price axis never repeats a label", async ({ page, request }) => {
    // The labels uPlot draws on its canvas, as the page draws them.
    await page.addInitScript(() => {
      const drawn: string[] = [];
      (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
        drawn.push(String(text));
        return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
      };
    });
    // A product among the cheapest with a few days of sales: its prices differ by a cent or two.
    const cheapest = itemsListResponseSchema.parse(await (await request.get('/api/items/list', { params: { sort: 'asc', limit: 50, currency: 'EUR' } })).json()).payload;
    let productId: number | null = null;
    for (const product of cheapest) {
      const history = priceHistoryResponseSchema.parse(await (await request.get(`/api/items/${product.id}/price-history`, { params: { days: 90, currency: 'EUR' } })).json()).payload;
      if (history.points.length >= 3) {
        productId = product.id;
        break;
      }
    }
    expect(productId, 'one of the 50 cheapest products has sales on three days').not.toBeNull();

    await page.goto(`/products/all/all/${productId}`);
    const section = page.getByRole('region', { name: 'Price history' });
    await section.getByRole('button', { name: '90 days' }).click();
    await expect(section.getByTestId('price-chart').locator('canvas')).toBeVisible();
    await expect.poll(async () => (await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts)).filter((text) => text.startsWith('€')).length).toBeGreaterThan(1);
    const labels = (await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts)).filter((text) => text.startsWith('€'));
    // Each drawing of the axis: a label equal to its neighbour would be a tick the rounding cannot tell apart.
    for (let i = 1; i < labels.length; i += 1) expect(labels[i], labels.join(' ')).not.toBe(labels[i - 1]);
  });
});
