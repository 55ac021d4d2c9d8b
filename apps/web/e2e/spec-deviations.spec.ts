import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import { CARDS, addToCartThroughApi, apiPost, availableItems, deliveryAccount, signInWithSteam, toast } from './checkout-support.ts';

/*
 * Smaller departures from the spec, each as a visitor meets it: the fail page's one reason (§2), a page past
 * the end of the list (§5), phone numbers of unsupported countries (§5) and an unknown category (§2).
 */


test.beforeEach(async ({ page }) => {
  await acceptAllCookies(page.context());
});

test('/fail-payment shows one reason: the one the order records, else the query\'s text (§2)', async ({ page, request }) => {
  // A declined payment on Paysage's hosted page (the card flow), which returns to the fail page.
  const [product] = await availableItems(request, 1);
  await signInWithSteam(page);
  await addToCartThroughApi(page, [product!]);
  const { steamId, tradeUrl } = await deliveryAccount(page);
  const answer = await apiPost(page, '/api/orders/checkout', {
    paymentType: 'card',
    accept_terms: true,
    currency: 'EUR',
    name: 'Ada',
    surname: 'Lovelace',
    phone: '+371 2000 0000',
    email: `declined-${Date.now()}@example.test`,
    country: 1,
    city: 'Riga',
    address: 'Brivibas iela 1',
    postCode: 'LV-1050',
    steamId,
    tradeUrl,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto(((await answer.json()) as { redirect_url: string }).redirect_url);
  await page.locator('#number').fill(CARDS.declined);
  await page.locator('#holder').fill('ADA LOVELACE');
  await page.locator('#exp').fill('12/39');
  await page.locator('#cvc').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/fail-payment\?order_id=\d+&status_token=[\w-]+/);

  // The same result page with a text in its query, as a widget's failure sends it: the record's reason alone.
  await page.goto(`${page.url()}&error=${encodeURIComponent('Payment processing failed')}`);
  await expect(page.getByText('Reason: Insufficient funds')).toBeVisible();
  await expect(page.getByText('Payment processing failed')).toHaveCount(0);

  // Without an order to read, the query's text is the reason.
  await page.goto(`/fail-payment?error=${encodeURIComponent('Card expired')}`);
  await expect(page.getByText('Card expired', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Reason:/)).toHaveCount(0);
});

test('a page past the end of the list shows the last page instead of an error (§5)', async ({ page }) => {
  await page.goto('/products/all/all?page=99999');
  await expect(page).toHaveURL(/[?&]page=(\d+)/);
  await expect(page.locator('article.product-card').first()).toBeVisible();
  await expect(page.getByText('Failed to load products')).toHaveCount(0);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(99999);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('an unknown category is not found, not every product (§2)', async ({ page }) => {
  for (const path of ['/products/no-such-category/all', '/products/dota2/no-such-subcategory']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText('All products')).toHaveCount(0);
  }
  // Known ones still list their products, by slug or by name.
  await page.goto('/products/dota2/couriers');
  await expect(page.locator('article.product-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
});

test('phone numbers of unsupported countries are refused with the §5 toast and leave nothing behind', async ({ page }) => {
  await signInWithSteam(page);
  await page.goto('/account?tab=personal');
  const phone = page.locator('input[name="telephone"]').first();

  // +999 is no country's calling code at all.
  await phone.fill('');
  await phone.pressSequentially('+999123456');
  await expect(toast(page, 'This country is not supported')).toBeVisible();
  await expect(phone).toHaveValue('');

  // +800 (international freephone) is no supported country: the digits typed after the toast go too.
  await page.waitForTimeout(600);
  await phone.pressSequentially('+80012345678');
  await expect(toast(page, 'This country is not supported').first()).toBeVisible();
  await expect(phone).toHaveValue('');

  // A supported number still goes in, once the visitor starts again.
  await page.waitForTimeout(600);
  await phone.pressSequentially('+371 2000 0000');
  // The calling code moves to the picker once whole: the field never says it a second time.
  await expect(phone).toHaveValue('20 000 000');
  await expect(page.getByRole('combobox', { name: 'Phone country' }).first()).toHaveValue('LV');
});
