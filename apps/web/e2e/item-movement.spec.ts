import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import { addToCartThroughApi, apiPost, availableItems, CARDS, openCheckout, payInWidget, pressPay, SANDBOX, signInWithSteamAsSeller, staffCli, textbox, tradeUrlFor } from './checkout-support.ts';

/*
 * Items that really move, in Chromium against the real stack: the worker's bots send trade offers
 * to the sandbox's Steam, whose user accepts, declines or counters them on its own trade-offers page.
 */

const STEAM_ID64_BASE = 76561197960265728n;

/** A Steam account nobody used yet whose sandbox inventory is public (the stand-in hides one in 97). */
function freshSteamId(): string {
  for (;;) {
    const id = STEAM_ID64_BASE + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000);
    if (id % 97n !== 0n) return id.toString();
  }
}

async function signInWithSteamAsBuyer(page: Page, steamId: string) {
  await page.goto(`${SANDBOX}/steam/as/${steamId}`);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in with Steam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your account type' });
  await dialog.getByRole('radio', { name: /Buyer/ }).check();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Pays for one item with the success card; the order's id. */
async function buyOne(page: Page, steamId: string, productId?: number): Promise<number> {
  const [product] = productId ? [{ id: productId }] : await availableItems(page.request, 1);
  await addToCartThroughApi(page, [product as never]);
  await page.goto('/cart');
  const modal = await openCheckout(page, { email: `buyer-${steamId}@example.test` });
  await textbox(modal, 'Trade URL').fill(await tradeUrlFor(steamId));
  const { order_id: orderId } = await pressPay(page, modal);
  await payInWidget(page, CARDS.success);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  // Said as it is: the offer is being prepared; nothing claims it was delivered.
  await expect(page.getByText(/We are preparing a Steam trade offer of your items/)).toBeVisible();
  return orderId;
}

/** The order's timeline in the account's order history, opened. */
async function openTimeline(page: Page, orderId: number) {
  await page.goto('/account?tab=orders');
  const row = page.locator(`[data-order-id="${orderId}"]`).first();
  await row.getByText('Timeline').click();
  return row;
}

/** The sandbox Steam user's trade-offers page, with the offer that carries `code`. */
async function offerAtSteam(page: Page, steamId: string, code: string) {
  await page.goto(`${SANDBOX}/steam/as/${steamId}`);
  await page.goto(`${SANDBOX}/steam/trade-offers`);
  const card = page.locator('.card[data-offer]').filter({ hasText: `code ${code}` });
  await expect(card).toBeVisible();
  return card;
}

async function mailsTo(page: Page, address: string) {
  const response = await page.request.get(`${SANDBOX}/mail/api/messages`, { params: { to: address } });
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

test.describe('items that move (issue 25)', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('a buyer pays, the offer appears on the Steam user’s trade page, is accepted there, and the timeline says Delivered then', async ({ page }) => {
    const steamId = freshSteamId();
    await signInWithSteamAsBuyer(page, steamId);
    const orderId = await buyOne(page, steamId);

    const row = await openTimeline(page, orderId);
    const delivery = row.locator('.delivery');
    await expect(delivery.locator('.delivery__state')).toHaveText('Offer sent: accept it in Steam', { timeout: 60_000 });
    await expect(row.getByRole('list', { name: `Timeline of order #${orderId}` }).getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('Not yet');
    const code = (await delivery.locator('.delivery__code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await expect(delivery).toContainText('From our bot skinshop_bot_');
    await expect(delivery.getByRole('link', { name: 'Open the offer in Steam' })).toHaveAttribute('href', new RegExp(`/steam/trade-offers#offer-\\d+$`));
    await expect
      .poll(async () => (await mailsTo(page, `buyer-${steamId}@example.test`)).some((mail) => mail.subject.startsWith(`Your items from order #${orderId} are waiting in Steam`) && mail.text.includes(code)))
      .toBe(true);

    const offer = await offerAtSteam(page, steamId, code);
    await offer.getByRole('button', { name: 'Accept trade' }).click();
    await expect(page.getByText('No incoming trade offers.')).toBeVisible();

    const after = await openTimeline(page, orderId);
    await expect(after.locator('.delivery__state')).toHaveText('Delivered');
    await expect(after.getByRole('list', { name: `Timeline of order #${orderId}` }).getByRole('listitem').filter({ hasText: 'Delivered' }).locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  test('declined twice: the buyer sends it once more, then the item is refunded, at the provider, in the mail and in the history', async ({ page }) => {
    const steamId = freshSteamId();
    await signInWithSteamAsBuyer(page, steamId);
    const orderId = await buyOne(page, steamId);

    let row = await openTimeline(page, orderId);
    await expect(row.locator('.delivery__state')).toHaveText('Offer sent: accept it in Steam', { timeout: 60_000 });
    const firstCode = (await row.locator('.delivery__code').textContent())!.trim();
    await (await offerAtSteam(page, steamId, firstCode)).getByRole('button', { name: 'Decline' }).click();

    row = await openTimeline(page, orderId);
    await expect(row.locator('.delivery__state')).toHaveText('The offer was declined');
    await page.screenshot({ path: test.info().outputPath('timeline-declined-1440.png'), fullPage: true });

    // On a phone, from the link the mails carry: that order's timeline is open and marked, its steps inside the card.
    // The receipt goes first and the offer's mail after it (each on the worker's own cycle): wait for a mail.
    const mailLink = async () => (await mailsTo(page, `buyer-${steamId}@example.test`)).map((mail) => /\/account\?tab=orders&order=\d+/.exec(mail.text)?.[0]).find(Boolean);
    await expect.poll(mailLink, { timeout: 60_000, message: 'a mail linking the order' }).toBe(`/account?tab=orders&order=${orderId}`);
    const link = await mailLink();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link!);
    const card = page.locator(`li.order-card[data-order-id="${orderId}"]`);
    await expect(card).toHaveAttribute('data-focused', 'true');
    await expect(card.getByRole('list', { name: `Timeline of order #${orderId}` })).toBeVisible();
    const offers = card.getByRole('region', { name: 'Steam trade offers' });
    await expect(offers).toBeVisible();
    const [cardBox, offersBox] = [(await card.boundingBox())!, (await offers.boundingBox())!];
    expect(offersBox.x + offersBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The one thing a declined buyer must do reads as the action it is.
    const again = card.getByRole('button', { name: 'Send the offer again' });
    await expect(again).toHaveClass(/\bbutton--primary\b/);
    await page.screenshot({ path: test.info().outputPath('timeline-declined-390.png'), fullPage: true });
    await again.click();
    await expect(page.getByRole('status').filter({ hasText: 'We are sending the offer again.' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });

    row = await openTimeline(page, orderId);
    await expect(row.locator('.delivery__state')).toHaveText('Offer sent: accept it in Steam', { timeout: 60_000 });
    const secondCode = (await row.locator('.delivery__code').textContent())!.trim();
    expect(secondCode).not.toBe(firstCode);
    await (await offerAtSteam(page, steamId, secondCode)).getByRole('button', { name: 'Decline' }).click();

    row = await openTimeline(page, orderId);
    await expect(row.locator('.delivery__state')).toHaveText('Not delivered: the items are refunded');
    await expect(row.getByRole('region', { name: 'Refunds' })).toContainText(/Refunded .* for /, { timeout: 45_000 });
    await expect(row).toContainText('Refunded');
    // Refunded, never delivered: the delivered step says so rather than "Not yet".
    await expect(row.getByRole('list', { name: `Timeline of order #${orderId}` }).getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('Not delivered');

    const status = await page.request.get(`/api/orders/status?order_id=${orderId}`);
    expect(((await status.json()) as { order: { status: string } }).order.status).toBe('refunded');
    const timeline = (await (await page.request.get(`/api/orders/${orderId}/timeline`)).json()) as { payload: { refunds: Array<{ state: string }> } };
    expect(timeline.payload.refunds.map((refund) => refund.state)).toEqual(['succeeded']);
    await expect
      .poll(async () => (await mailsTo(page, `buyer-${steamId}@example.test`)).some((mail) => mail.subject.startsWith('Refund of') && mail.subject.includes(`order #${orderId}`)))
      .toBe(true);
  });

  test('a seller accepts a staff offer, accepts the bot’s request in Steam, sees Skin Received without staff; the skin is listed; payout refused before', async ({ page }) => {
    const steamId = freshSteamId();
    await signInWithSteamAsSeller(page, steamId);
    const inventory = (await (await page.request.get('/api/sell-orders/inventory?currency=EUR')).json()) as { payload: Array<{ asset_id: string; name: string }> };
    const skin = inventory.payload[0]!;
    const created = await apiPost(page, '/api/sell-orders', { skin_name: skin.name, quality: 'Rare', price: 20, steam_link: `https://steamcommunity.com/profiles/${steamId}/inventory/#570`, currency: 'EUR', asset_id: skin.asset_id });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { payload: { id: number } }).payload;
    const saved = await page.request.fetch('/api/user/profile', {
      method: 'PUT',
      data: { iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX', trade_url: await tradeUrlFor(steamId) },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '') },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    const cli = staffCli();
    try {
      cli.run('sell-orders', 'offer', String(id), '15');
      await page.goto('/account?tab=sell-orders');
      await page.getByRole('region', { name: 'Offers Awaiting Your Response' }).getByRole('button', { name: 'Accept' }).click();
      const accept = page.getByRole('dialog', { name: /^Accept our offer of / });
      await textbox(accept, 'Trade URL').fill(await tradeUrlFor(steamId));
      await textbox(accept, 'Card number').pressSequentially('4242424242424242');
      await textbox(accept, 'Card holder name').fill('Sam Seller');
      await textbox(accept, 'Expiry date').pressSequentially('935');
      await accept.getByRole('button', { name: 'Accept offer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Offer accepted successfully' })).toBeVisible();

      // The payout is refused: the skin is not the shop's yet.
      expect(() => cli.run('sell-orders', 'sold', String(id), '15', '--payout', `E2E-${id}`)).toThrow(/cannot be marked as sold while it is Accepted/);

      const order = page.getByRole('region', { name: 'My Sell Orders' }).getByRole('listitem').filter({ hasText: `Sell order #${id}` });
      await expect.poll(async () => { await page.reload(); return order.locator('.intake-status').textContent(); }, { timeout: 60_000 }).toContain('sent you a trade offer');
      const code = (await order.locator('.delivery__code').textContent())!.trim();
      await (await offerAtSteam(page, steamId, code)).getByRole('button', { name: 'Accept trade' }).click();

      await page.goto('/account?tab=sell-orders');
      await expect.poll(async () => { await page.reload(); return order.textContent(); }, { timeout: 60_000 }).toContain('Skin Received');
      await expect(order.locator('.intake-status')).toContainText('Received on');

      const listed = (await (await page.request.get('/api/items/list', { params: { search: skin.name, limit: 100, currency: 'EUR' } })).json()) as { payload: Array<{ title: string }> };
      expect(listed.payload.some((product) => product.title === skin.name)).toBe(true);

      expect(cli.run('sell-orders', 'sold', String(id), '15', '--payout', `E2E-${id}-${Date.now()}`)).toContain('is now Sold at €15.00');
    } finally {
      cli.dispose();
    }
  });
});
