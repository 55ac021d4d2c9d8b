/** A copy on sale says by how much, in the card's SALE badge, at the desktop width and on a 390 px phone. */
import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';

test('the SALE badge carries its percent', { tag: '@shop-wide' }, async ({ page, context, request }) => {
  await acceptAllCookies(context);
  const list = (await (await request.get('/api/items/list', { params: { sale: 1, sort: 'asc', currency: 'EUR', limit: 16 } })).json()) as { payload: Array<{ title: string; price: number; old_price: number | null }> };
  const first = list.payload[0]!;
  const percent = Math.round(((first.old_price! - first.price) / first.old_price!) * 100);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products?sale=1&sort=asc');
    const card = page.locator('.product-card').first();
    await expect(card).toContainText(first.title);
    await expect(card.locator('.product-badge--sale')).toHaveText(`SALE −${percent}%`);
  }
});
