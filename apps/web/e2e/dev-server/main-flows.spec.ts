import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { acceptAllCookies } from '../cookie-choice.ts';
import { settled } from '../settled.ts';
import {
  CARDS,
  addToCartThroughApi,
  apiPost,
  availableItems,
  deliveryAccount,
  openCheckout,
  payInWidget,
  saveProfile,
  signInWithSteamAsSeller,
  signUpBuyer,
  staffCli,
  textbox,
  widget,
} from '../checkout-support.ts';

/*
 * The main flows against what `npm start` serves: Vite's development build, where React StrictMode mounts every
 * component twice. Each dismissible dialog used to be removed 40-80 ms after it opened there (a `close` event
 * queued by StrictMode's extra effect cleanup was taken as the user closing it), so no purchase was possible.
 */

const STEAM_ID64_BASE = 76561197960265728n;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Open, and still open once the page has run StrictMode's second effects and the events they queued. */
async function expectStaysOpen(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await settled(dialog.page());
  await expect(dialog).toBeVisible();
}

test.describe('npm start (Vite dev server, React StrictMode)', () => {

  test('it is the development build under StrictMode', async ({ page }) => {
    await page.goto('/');
    // Vite's dev client is only in what the dev server serves; the built web has no /@vite/client.
    await expect(page.locator('script[src="/@vite/client"]')).toHaveCount(1);
  });

  test('cookie choice: Manage cookies stays open until saved', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Manage cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expectStaysOpen(settings);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
  });

  test('browse, add, Delete all asks first, checkout through the widget, the order is placed', async ({ page, request }) => {
    await acceptAllCookies(page.context());
    const [first, second] = await availableItems(request, 2);
    const { email } = await signUpBuyer(page);

    // Browse: the list, then a product page whose Buy adds it.
    await page.goto('/products');
    await expect(page.locator('article.product-card').first()).toBeVisible({ timeout: 60_000 });
    await page.goto(`/products/${first!.category}/all/${first!.id}`);
    await page.getByRole('button', { name: `Buy: ${first!.title}` }).click();
    await expect(toast(page, 'Item added to cart!')).toBeVisible();
    await addToCartThroughApi(page, [second!]);

    // Delete all asks first; Cancel keeps the cart.
    await page.goto('/cart');
    const items = page.getByRole('region', { name: 'Items (2)' });
    await items.getByRole('button', { name: 'Delete all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all items?' });
    await expectStaysOpen(confirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toBeVisible();

    // Payment details stays open while it is filled in, and Pay opens the widget.
    const modal = await openCheckout(page, { email });
    await expectStaysOpen(modal);
    await modal.getByRole('button', { name: 'Pay', exact: true }).click();
    await payInWidget(page, CARDS.success);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });

  test('top up and a pack: the dialogs stay open, the widget charges the amount, the pack asks and reveals', async ({ page }) => {
    await acceptAllCookies(page.context());
    await signUpBuyer(page);
    await page.goto('/account?tab=balance');
    await page.getByRole('region', { name: 'Your balance' }).getByRole('button', { name: 'Top up' }).click();
    const modal = page.getByRole('dialog', { name: 'Top up your balance' });
    await expectStaysOpen(modal);
    await textbox(modal, 'Amount').fill('50');
    await modal.getByRole('button', { name: 'Top up' }).click();
    await expect(widget(page).getByText('50.00 EUR').first()).toBeVisible();
    await payInWidget(page, CARDS.success);
    await expect(page.getByRole('heading', { name: 'Your balance has been topped up' })).toBeVisible();

    // A pack asks before it charges, then shows what it gave: both dialogs stay open.
    await saveProfile(page, { steam_trade_link: (await deliveryAccount(page)).tradeUrl });
    await page.goto('/account?tab=balance');
    await page.getByRole('region', { name: 'Packs' }).getByRole('button', { name: /^Buy for/ }).first().click();
    const confirm = page.getByRole('dialog', { name: /^Open .+\?$/ });
    await expectStaysOpen(confirm);
    await confirm.getByRole('button', { name: /^Open for/ }).click();
    await expectStaysOpen(page.getByRole('dialog', { name: 'Your pack gave' }));
  });

  test('sell: edit and delete confirmations, Missing Payment Information, then accept an offer', async ({ page }) => {
    await acceptAllCookies(page.context());
    const cli = staffCli();
    try {
      const steamId = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
      await signInWithSteamAsSeller(page, steamId);
      const create = async (skin: string) => {
        const created = await apiPost(page, '/api/sell-orders', { skin_name: skin, quality: 'Arcana', price: 100, steam_link: 'https://steamcommunity.com/id/dev-seller/inventory/#570', currency: 'EUR' });
        expect(created.ok(), await created.text()).toBe(true);
        return ((await created.json()) as { payload: { id: number } }).payload.id;
      };
      const kept = await create('Manifold Paradox');
      const dropped = await create('Dragonclaw Hook');
      await page.goto('/account?tab=sell-orders');
      const myOrders = page.getByRole('region', { name: 'My Sell Orders' });
      const row = (id: number) => myOrders.getByRole('listitem').filter({ hasText: `Sell order #${id}` });

      await row(kept).getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Sell Order' });
      await expectStaysOpen(edit);
      await edit.getByRole('spinbutton', { name: 'Price (EUR)' }).fill('90');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Sell order updated successfully')).toBeVisible();

      await row(dropped).getByRole('button', { name: 'Delete' }).click();
      const confirmDelete = page.getByRole('dialog', { name: 'Please confirm' });
      await expectStaysOpen(confirmDelete);
      await confirmDelete.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Sell order deleted successfully')).toBeVisible();

      cli.run('sell-orders', 'offer', String(kept), '80');
      await page.reload();
      const offers = page.getByRole('region', { name: 'Offers Awaiting Your Response' });
      await offers.getByRole('button', { name: 'Accept' }).click();
      const missing = page.getByRole('dialog', { name: 'Missing Payment Information' });
      await expectStaysOpen(missing);
      await missing.getByRole('button', { name: 'Cancel' }).click();
      await expect(missing).toBeHidden();

      // The payout details and trade URL in the profile; then Accept opens the accept dialog, which stays.
      const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - STEAM_ID64_BASE}&token=DevTok3n`;
      const saved = await page.request.fetch('/api/user/profile', {
        method: 'PUT',
        data: { iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX', trade_url: tradeUrl },
        headers: { 'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '') },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.reload();
      await offers.getByRole('button', { name: 'Accept' }).click();
      const accept = page.getByRole('dialog', { name: /^Accept our offer of / });
      await expectStaysOpen(accept);
      await textbox(accept, 'Trade URL').fill(tradeUrl);
      await textbox(accept, 'Card number').pressSequentially('4242424242424242');
      await textbox(accept, 'Card holder name').fill('Ada Lovelace');
      await textbox(accept, 'Expiry date').pressSequentially('935');
      await accept.getByRole('button', { name: 'Accept offer' }).click();
      await expect(toast(page, 'Offer accepted successfully')).toBeVisible();
      await expect(accept).toBeHidden();
    } finally {
      cli.dispose();
    }
  });
});
