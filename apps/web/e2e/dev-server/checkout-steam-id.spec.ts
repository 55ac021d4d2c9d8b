import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { acceptAllCookies } from '../cookie-choice.ts';
import { CARDS, addToCartThroughApi, availableItems, billingSummary, payInWidget, saveProfile, signInWithSteam, signUpBuyer, textbox, tradeUrlFor } from '../checkout-support.ts';

/*
 * The Steam account the items go to, in the Payment details dialog (under `npm start`, where the dialogs once
 * closed themselves): a Steam-signed buyer's Steam ID is theirs, filled and locked; an e-mail buyer types a
 * SteamID64, and the trade URL must be that account's; 'Save my information' keeps both, and the billing
 * address fills City, Address and Postal Code.
 */

const STEAM_ID64_BASE = 76561197960265728n;
const tradeUrlOf = (steamId: string, token = 'AbCdEfGh') => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - STEAM_ID64_BASE}&token=${token}`;

async function proceedToCheckout(page: Page): Promise<Locator> {
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: /By proceeding you agree to our/ }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment details' });
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('the Steam ID at checkout', () => {

  test.beforeEach(async ({ page }) => {
    await acceptAllCookies(page.context());
  });

  test('a Steam-signed buyer finds their own Steam ID filled in and locked', async ({ page, request }) => {
    await signInWithSteam(page);
    const profile = (await (await page.request.get('/api/user/profile')).json()) as { payload: { steamId: string } };
    await addToCartThroughApi(page, await availableItems(request, 1));
    const modal = await proceedToCheckout(page);
    const steamId = textbox(modal, 'Steam ID');
    await expect(steamId).toHaveValue(profile.payload.steamId);
    await expect(steamId).toBeDisabled();
    await expect(modal.getByText('The Steam account you signed in with')).toBeVisible();
  });

  test('an e-mail buyer: a SteamID64, a trade URL of that account, both remembered; the billing address fills the address', async ({ page, request }) => {
    const [first, second] = await availableItems(request, 2);
    const { email } = await signUpBuyer(page);
    // The billing address of the account page's form.
    await saveProfile(page, { country_id: 1, city: 'Riga', zip: 'LV-1050', address: 'Brivibas iela 1' });
    await addToCartThroughApi(page, [first!]);

    const modal = await proceedToCheckout(page);
    // The saved address shows as one line (a digital item needs no address typed again); Change opens it filled.
    const billing = billingSummary(modal);
    await expect(billing).toContainText('Brivibas iela 1, LV-1050 Riga');
    await expect(textbox(modal, 'City')).toHaveCount(0);
    await billing.getByRole('button', { name: 'Change' }).click();
    await expect(textbox(modal, 'City')).toHaveValue('Riga');
    await expect(textbox(modal, 'Address')).toHaveValue('Brivibas iela 1');
    await expect(textbox(modal, 'Postal Code')).toHaveValue('LV-1050');
    await expect(textbox(modal, 'Email')).toHaveValue(email);

    const steamId = textbox(modal, 'Steam ID');
    await expect(steamId).toBeEnabled();
    await expect(steamId).toHaveValue('');
    await steamId.fill('abc');
    await steamId.blur();
    await expect(modal.getByText('The Steam ID must be a SteamID64: the 17 digits that start with 7656119, e.g. 76561198000000001.')).toBeVisible();

    const mine = String(STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
    await steamId.fill(mine);
    const tradeUrl = textbox(modal, 'Trade URL');
    await tradeUrl.fill(tradeUrlOf('76561198000000001'));
    await tradeUrl.blur();
    await expect(modal.getByText('This trade URL belongs to another Steam account than the Steam ID: use the trade URL of that account.')).toBeVisible();
    // The real trade URL of that account (checkout asks Steam, which refuses a made-up token).
    const mineUrl = await tradeUrlFor(mine);
    await tradeUrl.fill(mineUrl);
    await expect(modal.getByText(/belongs to another Steam account/)).toHaveCount(0);

    await textbox(modal, 'First Name').fill('Ada');
    await textbox(modal, 'Last Name').fill('Lovelace');
    await textbox(modal, 'Phone Number').fill('+371 2000 0000');
    await expect(modal.getByRole('checkbox', { name: 'Save my information for future purchases' })).toBeChecked();
    await modal.getByRole('button', { name: 'Pay', exact: true }).click();
    await payInWidget(page, CARDS.success);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

    // The next purchase starts from what was saved.
    await addToCartThroughApi(page, [second!]);
    const next = await proceedToCheckout(page);
    await expect(textbox(next, 'Steam ID')).toHaveValue(mine);
    await expect(textbox(next, 'Trade URL')).toHaveValue(mineUrl);
  });
});
