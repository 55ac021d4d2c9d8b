/**
 * A buyer whose profile holds a billing address and a phone is not asked for them again: the checkout shows the
 * address as one line with Change, and the phone's calling code once (the picker's), on a laptop and a phone.
 */
import { expect, test } from '@playwright/test';
import { countriesResponseSchema } from '@skins/shared';
import { acceptAllCookies } from './cookie-choice.ts';
import { addToCartThroughApi, availableItems, billingSummary, saveProfile, signUpBuyer, textbox } from './checkout-support.ts';

test('the checkout fills in a saved billing address and phone, at 1440 and at 390 px', async ({ page, context, request }) => {
  await acceptAllCookies(context);
  await signUpBuyer(page);
  const countries = countriesResponseSchema.parse(await (await page.request.get('/api/countries')).json()).payload;
  const latvia = countries.find((country) => country.iso === 'LV')!;
  await saveProfile(page, { country_id: latvia.id, city: 'Riga', address: 'Brivibas iela 1', zip: 'LV-1050', phone: '+37121234567' });
  await addToCartThroughApi(page, await availableItems(request, 1));

  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/cart');
    await page.getByRole('checkbox', { name: /By proceeding you agree to our/ }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment details' });
    const summary = billingSummary(modal);
    await expect(summary).toContainText(`Brivibas iela 1, LV-1050 Riga, ${latvia.title}`);
    await expect(textbox(modal, 'City')).toHaveCount(0);
    await expect(modal.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('21 234 567');
    await expect(modal.getByText('LV +371', { exact: true })).toBeVisible();
    // The line and its Change button fit the dialog at this width.
    const [box, dialog] = [await summary.boundingBox(), await modal.boundingBox()];
    expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(dialog!.x + dialog!.width);
    await page.screenshot({ path: test.info().outputPath(`checkout-prefill-${width}.png`) });

    await summary.getByRole('button', { name: 'Change' }).click();
    await expect(textbox(modal, 'City')).toHaveValue('Riga');
    await expect(textbox(modal, 'Postal Code')).toHaveValue('LV-1050');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  }
});
