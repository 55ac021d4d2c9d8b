/**
 * Offline (Valve's CDN unreachable), the catalogue asks the CDN for its first row only, says so once, and
 * shows every card's own art directly: not a failed request and a console error per card before its fallback.
 */
import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import { SANDBOX } from './checkout-support.ts';

test('an unreachable image CDN is asked for the first row only and every card shows its fallback art', async ({ page, context }) => {
  await acceptAllCookies(context);
  const cdn = `${SANDBOX}/cdn/`;
  const asked: string[] = [];
  await page.route(`${cdn}**`, async (route) => {
    asked.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning' && message.text().includes('cannot be loaded')) warnings.push(message.text());
  });

  await page.goto('/products');
  const images = page.locator('.product-card img');
  await expect(images.first()).toBeVisible();
  expect(await images.count()).toBeGreaterThan(8);
  for (const src of await images.evaluateAll((all) => all.map((image) => image.getAttribute('src') ?? ''))) expect(src).toMatch(/^\/api\/images\/items\/\d+\.svg$/);
  // Another page of the list asks nothing more of the CDN.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(images.first()).toHaveAttribute('src', /^\/api\/images\/items\/\d+\.svg$/);

  // The first row's pictures are asked for at once (first-paint.spec.ts), and they are the probe; nothing after.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.length).toBeLessThanOrEqual(5);
  expect(errors.filter((text) => /Failed to load resource/.test(text)).length).toBeLessThanOrEqual(5);
  expect(warnings).toHaveLength(1);
});
