/**
 * The accept modal with its whole text, on a laptop's 1280x720 and a 390 px phone: after the first 'Accept
 * offer' is refused (the card is incomplete) and the fields are mended, the second one sends the acceptance.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiPost, saveProfile, signInWithSteamAsSeller, tradeUrlFor } from './checkout-support.ts';
import { acceptAllCookies } from './cookie-choice.ts';
import { freshSteamId, staffAdmin } from './seller-support.ts';

const { admin, login, dispose } = staffAdmin();

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const offers = (page: Page) => page.getByRole('region', { name: 'Offers Awaiting Your Response' });

test.describe('the accept modal', () => {
  test.beforeAll(login);
  test.afterAll(dispose);
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('the second Accept offer sends the acceptance at 1280x720 and at 390 px, with the full texts', async ({ page }) => {
    const steamId = freshSteamId();
    const ownTradeUrl = await tradeUrlFor(steamId);
    await signInWithSteamAsSeller(page, steamId);
    await saveProfile(page, { iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX', steam_trade_link: ownTradeUrl });

    for (const [width, height] of [[1280, 720], [390, 844]] as const) {
      const created = await apiPost(page, '/api/sell-orders', { skin_name: `Dragonclaw Hook ${width}`, quality: 'Immortal', price: 100, steam_link: 'https://steamcommunity.com/id/e2e-seller/inventory/#570' });
      expect(created.ok(), await created.text()).toBe(true);
      const id = ((await created.json()) as { payload: { id: number } }).payload.id;
      await admin('sell-orders', 'offer', String(id), '80');

      await page.setViewportSize({ width, height });
      await page.goto('/account?tab=sell-orders');
      await offers(page).getByRole('listitem').filter({ hasText: `Dragonclaw Hook ${width}` }).getByRole('button', { name: 'Accept' }).click();
      const accept = page.getByRole('dialog', { name: `Accept our offer of €80.00 for Dragonclaw Hook ${width}` });
      await expect(accept.getByRole('heading', { name: 'Provide Your Trade URL' })).toBeVisible();
      await expect(accept).toContainText('Our bot then asks for the skin by a trade offer to this trade URL.');
      await expect(accept).toContainText('Why we ask: the last four digits, the name and the expiry of a card in your name are kept with this sale, and our staff see them beside the bank account they pay. The card is never charged, checked with your bank or paid to: the payout goes to your IBAN.');
      await expect(accept).toContainText('Nothing is deducted: you receive the full €80.00 (our margin is already in the offer, as in the suggested price).');
      await page.screenshot({ path: test.info().outputPath(`accept-modal-${width}.png`) });

      await textbox(accept, 'Card number').pressSequentially('4242424242424242');
      await accept.getByRole('button', { name: 'Accept offer' }).click();
      await expect(accept.getByText('Please provide complete payment information')).toBeVisible();
      await textbox(accept, 'Card holder name').fill('Al');
      await expect(accept.getByText('Please enter a valid name')).toBeVisible();
      await textbox(accept, 'Card holder name').fill('Ada Lovelace');
      await textbox(accept, 'Expiry date').pressSequentially('1220');
      await expect(accept.getByText('Card has expired')).toBeVisible();
      await textbox(accept, 'Expiry date').fill('');
      await textbox(accept, 'Expiry date').pressSequentially('935');

      // At once, as a person clicks: the expired date's message is still shown while the new date waits to be checked.
      const accepted = page.waitForResponse((response) => response.url().endsWith(`/api/sell-orders/${id}/accept`), { timeout: 30_000 });
      await accept.getByRole('button', { name: 'Accept offer' }).click();
      expect((await accepted).request().postDataJSON()).toMatchObject({ trade_url: ownTradeUrl, card_holder_name: 'Ada Lovelace', card_expire_date: '09/35' });
      await expect(accept).toBeHidden();
    }
    await page.screenshot({ path: test.info().outputPath('sell-orders-tab-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('sell-orders-tab-1440.png'), fullPage: true });
  });
});
