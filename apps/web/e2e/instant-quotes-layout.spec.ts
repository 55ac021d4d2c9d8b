/**
 * The instant quotes' accept step on a laptop and a phone: the trade URL field spans the step, so the seller
 * reads the URL the offer goes to (it was a browser-default box showing "https://steamcommunity."), each
 * payout line keeps its label whole, and nothing runs past the section's edge, in German, the longest words.
 */
import { expect, test } from '@playwright/test';
import { languagesResponseSchema } from '@skins/shared';
import { saveProfile, signInWithSteamAsSeller, tradeUrlFor } from './checkout-support.ts';
import { acceptAllCookies } from './cookie-choice.ts';
import { freshSteamIdHolding } from './seller-support.ts';

test('the accept step of instant quotes shows the whole trade URL field and whole payout labels at 1440 and 390 px', async ({ page, context, request }) => {
  await acceptAllCookies(context);
  const de = languagesResponseSchema.parse(await (await request.get('/api/languages')).json()).payload.find((language) => language.code === 'de')!;
  const steamId = await freshSteamIdHolding(1);
  await signInWithSteamAsSeller(page, steamId);
  await saveProfile(page, { iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX', steam_trade_link: await tradeUrlFor(steamId) });
  await page.addInitScript((id) => window.localStorage.setItem('languageId', String(id)), de.id);
  await page.goto('/account?tab=sell-orders');
  const instant = page.locator('section.instant-quotes');
  await instant.locator('button').first().click();
  await instant.getByRole('checkbox').first().check();
  const accept = instant.locator('.instant-quotes__accept');
  const field = accept.getByRole('textbox', { name: 'Deine Steam-Handels-URL' });

  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await expect(field).toBeVisible();
    // Nothing runs past the section's edge (the German accept button once pushed every row past a phone's).
    expect(await instant.evaluate((section) => section.scrollWidth - section.clientWidth), `overflow at ${width} px`).toBeLessThanOrEqual(0);
    const [step, box] = [(await accept.boundingBox())!, (await field.boundingBox())!];
    expect(box.width, `the field's width at ${width} px`).toBeGreaterThan(step.width * 0.9);
    // A label on one line: its height is one line's.
    for (const label of await accept.locator('dt').all()) {
      const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await label.boundingBox())!.height, `${await label.textContent()} at ${width} px`).toBeLessThan(lineHeight * 1.5);
    }
  }
});
