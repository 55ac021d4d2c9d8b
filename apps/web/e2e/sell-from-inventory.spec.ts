import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import { formatPrice, inventoryResponseSchema } from '@skins/shared';
import { signInWithSteamAsSeller } from './checkout-support.ts';
import { freshSteamId } from './seller-support.ts';

/** A seller with a Steam account picks the skin from their Steam inventory (the sandbox's stand-in). */

test.describe('sell from the Steam inventory (issue 16.3)', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('picking a skin fills name, rarity and the suggested price, shows reference and fee, and submits', async ({ page }) => {
    await signInWithSteamAsSeller(page, freshSteamId());
    await page.goto('/account?tab=sell-orders');
    const form = page.getByRole('region', { name: 'Sell Your Skin or Item' });
    await form.getByRole('button', { name: 'Pick from my Steam inventory' }).click();

    const inventory = inventoryResponseSchema.parse(await (await page.request.get('/api/sell-orders/inventory', { params: { currency: 'EUR' } })).json()).payload;
    expect(inventory.length).toBeGreaterThanOrEqual(3);
    const list = form.getByRole('list', { name: 'Your Steam inventory' });
    await expect(list.getByRole('button')).toHaveCount(inventory.length);
    const skin = inventory.find((item) => item.suggested_price !== null) ?? inventory[0]!;
    await list.getByRole('button', { name: new RegExp(`^${skin.name}`) }).click();

    await expect(form.getByRole('textbox', { name: 'Skin name', exact: true })).toHaveValue(skin.name);
    await expect(form.getByRole('combobox', { name: 'Rarity' })).toHaveValue(skin.rarity!);
    await expect(form.getByText('30-day median here')).toBeVisible();
    if (skin.suggested_price !== null) {
      await expect(form.getByRole('spinbutton', { name: 'Price (EUR)' })).toHaveValue(skin.suggested_price.toFixed(2));
      await expect(form.getByText(formatPrice(skin.reference_price, '€'), { exact: true })).toBeVisible();
      await expect(form.getByText(formatPrice(skin.fee, '€'), { exact: true })).toBeVisible();
    } else {
      await expect(form.getByText('too few sales')).toBeVisible();
      await form.getByRole('spinbutton', { name: 'Price (EUR)' }).fill('12');
    }

    // Typing stays possible; the picked skin is submitted like a typed one.
    await form.getByRole('textbox', { name: 'Steam link', exact: true }).fill('https://steamcommunity.com/id/e2e-seller/inventory/#570');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'My Sell Orders' }).getByRole('listitem').filter({ hasText: skin.name })).toContainText('Pending');
  });
});
