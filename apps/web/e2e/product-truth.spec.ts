import { expect, test } from '@playwright/test';
import pg from 'pg';
import { formatPrice, itemDetailsResponseSchema, priceHistoryResponseSchema, REFERENCE_MIN_SALES } from '@skins/shared';
import { acceptAllCookies } from './cookie-choice.ts';

/**
 * The product page tells the truth about what is on sale. Listings are changed in the database
 * directly (sold, repriced) and put back afterwards, from the high ids the other specs' first pages never show.
 */

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_e2e';

async function sql<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The dearest available copy of an item that has at least three copies on sale. */
async function dearestOfSeveralCopies(): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `SELECT id FROM listings WHERE status = 'available' AND item_id = (
       SELECT item_id FROM listings WHERE status = 'available' GROUP BY item_id HAVING count(*) >= 3 ORDER BY max(id) DESC LIMIT 1)
     ORDER BY price DESC, id DESC LIMIT 1`,
  );
  if (!row) throw new Error('The seed has no item with three copies on sale');
  return row.id;
}

const euros = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test.beforeEach(async ({ context }) => {
  await acceptAllCookies(context);
});

test('a product lists the other copies of its item cheapest first, and a sold one says so and points at them', async ({ page, request }) => {
  const id = await dearestOfSeveralCopies();
  const details = itemDetailsResponseSchema.parse(await (await request.get(`/api/items/${id}`, { params: { currency: 'EUR' } })).json()).payload;

  await page.goto(`/products/all/all/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: details.title })).toBeVisible();
  const copies = page.getByRole('region', { name: `Other copies on sale (${details.other_copies_total})` });
  await expect(copies.getByRole('listitem')).toHaveCount(details.other_copies.length);
  const prices = (await copies.locator('.other-copies__price').allTextContents()).map(euros);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(prices[0]).toBeLessThanOrEqual(details.price);
  await expect(page.getByText(/one-of-a-kind/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();

  await sql(`UPDATE listings SET status = 'sold', sold_at = now() WHERE id = $1`, [id]);
  try {
    await page.reload();
    await expect(page.getByTestId('listing-state')).toHaveText('Sold: this copy is no longer for sale.');
    await expect(page.getByRole('button', { name: 'Buy' })).toHaveCount(0);
    // The cheapest other copy opens from the sold page, on sale.
    await copies.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: details.other_copies[0]!.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${details.other_copies[0]!.id}$`));
    await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();
  } finally {
    await sql(`UPDATE listings SET status = 'available', sold_at = NULL WHERE id = $1`, [id]);
  }
});

test('a price far above the 30-day median is called out beside the Buy button', async ({ page, request }) => {
  const [row] = await sql<{ id: number; price: string }>(
    `SELECT l.id, l.price::text FROM listings l
     WHERE l.status = 'available'
       AND (SELECT count(*) FROM listings s WHERE s.item_id = l.item_id AND s.status = 'sold' AND s.sold_at > now() - interval '30 days') >= $1
     ORDER BY l.id DESC LIMIT 1`,
    [REFERENCE_MIN_SALES],
  );
  if (!row) throw new Error('The seed has no listing whose item sold enough in 30 days');
  const history = async () =>
    priceHistoryResponseSchema.parse(await (await request.get(`/api/items/${row.id}/price-history`, { params: { days: 30, currency: 'EUR' } })).json()).payload;
  const median = (await history()).reference.median!;

  await sql(`UPDATE listings SET price = $2 WHERE id = $1`, [row.id, (median * 3).toFixed(2)]);
  try {
    const reference = (await history()).reference;
    await page.goto(`/products/all/all/${row.id}`);
    await expect(page.getByTestId('far-above-median')).toHaveText(`This price is ${-reference.percent_below!}% above the 30-day median of ${formatPrice(median, '€')}.`);
    await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();
  } finally {
    await sql(`UPDATE listings SET price = $2 WHERE id = $1`, [row.id, row.price]);
  }
});
