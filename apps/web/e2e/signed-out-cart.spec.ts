import { expect, test } from '@playwright/test';

/** A visitor who is not signed in tries to buy, on a phone, before answering the cookie banner. */
test.use({ viewport: { width: 390, height: 844 } });

test('the sign-in toast offers Sign in and leaves the cookie banner\'s link uncovered', async ({ page }) => {
  await page.goto('/products');
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart: / }).first().click();

  const toast = page.getByRole('status').filter({ hasText: 'Please login to add items to cart' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const bannerBox = (await banner.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bannerBox.y);
  // The policy link takes a click while the toast shows (a trial click fails when something covers it).
  await banner.getByRole('link').first().click({ trial: true, timeout: 2_000 });

  await toast.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fproducts$/);
});
