import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import { settled } from './settled.ts';
import { addToCartThroughApi, availableItems, signInWithSteam, signInWithSteamAsSeller } from './checkout-support.ts';

/*
 * The account page as a signed-in buyer meets it: Log out goes home without an error, the currency can be
 * changed (spec §4 refetches the profile and the cart on a change), and on a phone the chosen tab is on
 * screen, with a cue that more tabs lie beside it.
 */

/** Every toast the page shows, however briefly (they close themselves after 2.5-3 s). */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('recordToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordToast: (text: string) => void }).recordToast;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>('.toast:not([data-recorded])')) {
        toast.dataset.recorded = '';
        record(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await acceptAllCookies(page.context());
});

test('Log out on the account page goes home, signed out, without "Please log in to access this page"', async ({ page }) => {
  const toasts = await recordToasts(page);
  await signInWithSteam(page);
  await page.goto('/account?tab=orders');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in with Steam' })).toBeVisible();
  // The guard's toast came after the signed-out session's answer: wait for every answer, then for the page.
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(toasts).toEqual([]);
});

test('a signed-in buyer changes the currency on the account page: the cart is priced in it', async ({ page, request }) => {
  const [product] = await availableItems(request, 1);
  await signInWithSteam(page);
  await addToCartThroughApi(page, [product!]);
  await page.goto('/account?tab=personal');
  const currency = page.getByRole('main').getByRole('combobox', { name: 'Select currency' });
  await expect(currency).toHaveText(/EUR/);
  await currency.click();
  await page.getByRole('option', { name: /^USD/ }).click();
  await expect(currency).toHaveText(/USD/);
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Items (1)' }).getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test('the chosen account tab is scrolled into view, and a cue says more tabs lie beside it', async ({ page }) => {
    // Steam sign-in goes through the header, which a phone folds into its menu: sign in wide, then narrow.
    await signInWithSteamAsSeller(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const tabs = page.getByRole('tablist', { name: 'Account sections' });
    const cue = (side: 'start' | 'end') => page.locator(`.account-tabs__cue--${side}`);

    await page.goto('/account?tab=personal');
    await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.95 });
    expect(await tabs.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(cue('end')).toBeVisible();
    await expect(cue('start')).toBeHidden();

    await page.goto('/account?tab=sell-orders');
    const selected = page.getByRole('tab', { name: 'Sell Orders', selected: true });
    await expect(selected).toBeInViewport({ ratio: 0.95 });
    await expect(cue('start')).toBeVisible();
  });
});
