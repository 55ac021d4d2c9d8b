/**
 * Selling with instant quotes under `npm start`'s build (the Vite dev server, React StrictMode): a seller sells
 * five skins of their sandbox Steam inventory in one trade (each quote with its reasons, the total, one accept,
 * one bot offer accepted on the sandbox's trade page, all five received, the payout due at receipt and then
 * recorded, each skin listed in the catalogue), and the seller's mails tell each step once. A skin the rule will
 * not price lands with staff with its reason.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatPrice, itemsListResponseSchema, QUOTE_SETTING_DEFAULTS, sellQuotesResponseSchema, type SellQuote } from '@skins/shared';
import { linkFromInbox, mailsTo, SANDBOX, saveProfile, signInWithSteamAsSeller, tradeUrlFor } from '../checkout-support.ts';
import { acceptAllCookies } from '../cookie-choice.ts';
import { freshSteamId, freshSteamIdHolding, staffAdmin } from '../seller-support.ts';

const { admin, login, dispose } = staffAdmin();

const instant = (page: Page) => page.getByRole('region', { name: 'Sell instantly' });
const quoteRow = (page: Page, name: string) => instant(page).locator('.quote-row').filter({ has: page.getByText(name, { exact: true }) });
const orderRow = (page: Page, id: number) => page.getByRole('region', { name: 'My Sell Orders' }).getByRole('listitem').filter({ hasText: `Sell order #${id}` });

/** Opens the instant quotes on the seller's tab and returns them as the api answered (euro: the seller's currency). */
async function openQuotes(page: Page): Promise<SellQuote[]> {
  await page.goto('/account?tab=sell-orders');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sell-orders/quotes' && response.ok());
  await instant(page).getByRole('button', { name: 'Get instant quotes' }).click();
  const quotes = sellQuotesResponseSchema.parse(await (await answered).json()).payload;
  expect(quotes.currency_symbol).toBe('€');
  await expect(instant(page).locator('.quote-row')).toHaveCount(quotes.quotes.length);
  return quotes.quotes;
}

/** Available catalogue listings titled `name`. */
async function listingIds(page: Page, name: string): Promise<number[]> {
  const response = await page.request.get('/api/items/list', { params: { search: name, limit: 100, currency: 'EUR' } });
  return itemsListResponseSchema.parse(await response.json()).payload.filter((item) => item.title === name).map((item) => item.id);
}

/** How many of the seller's mails carry `line` (each step is one line of one mail). */
async function mailsSaying(address: string, line: string): Promise<number> {
  return (await mailsTo(address)).filter((mail) => mail.text.includes(line)).length;
}

// Both walks run alone (@shop-wide): one changes the instant-quote limit, the other counts the catalogue's new
// listings of skins every sandbox seller starts with, which another seller's walk may list beside it.
test.describe('sell instantly', () => {
  test.beforeAll(login);
  test.afterAll(dispose);
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('five skins in one trade: quotes with reasons, one accept, one offer, received, paid at receipt, listed, each step mailed once', { tag: '@shop-wide' }, async ({ page }) => {
    test.setTimeout(480_000);
    const steamId = await freshSteamIdHolding(5);
    const tradeUrl = await tradeUrlFor(steamId);
    const email = `seller-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await signInWithSteamAsSeller(page, steamId);
    // The seller's mails need an address: a Steam account adds one and confirms it from the inbox.
    await saveProfile(page, { email });
    expect((await page.request.get(await linkFromInbox(page.request, email, /\/api\/email\/verify\?token=/))).ok()).toBe(true);
    await saveProfile(page, { iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX', steam_trade_link: tradeUrl });

    const quotes = await openQuotes(page);
    const quoted = quotes.filter((quote) => quote.id !== null);
    expect(quoted.length, 'every sandbox skin has sales here, so each is quoted').toBe(quotes.length);
    const chosen = quoted.slice(0, 5);
    const listedBefore = new Map(await Promise.all(chosen.map(async (quote) => [quote.name, await listingIds(page, quote.name)] as const)));

    // Each quote with its reasons beside the number: the median of the shop's own sales, the margin, the result.
    for (const quote of chosen) {
      const row = quoteRow(page, quote.name);
      const median = quote.reasons.find((reason) => reason.code === 'median')!;
      await expect(row.locator('.quote-row__price')).toHaveText(formatPrice(quote.price!, '€'));
      await expect(row.locator('.quote-row__reasons')).toContainText(`median of ${median.sales} sales here ${formatPrice(median.amount, '€')}`);
      await expect(row.locator('.quote-row__reasons')).toContainText(`→ we pay ${formatPrice(quote.price!, '€')}`);
      await row.getByRole('checkbox', { name: `Sell ${quote.name}` }).check();
    }
    const total = chosen.reduce((sum, quote) => sum + quote.price!, 0);
    const accept = instant(page).locator('.instant-quotes__accept');
    await expect(accept.locator('.instant-quotes__total')).toHaveText(`5 skins selected, total ${formatPrice(total, '€')}`);
    await expect(accept).toContainText('your bank account ending 3000');
    await expect(accept).toContainText('none: you get the total above');
    await expect(accept).toContainText('due as soon as the skins reach our bot');
    await expect(accept).toContainText(`after Steam’s 15 % fee`);
    await expect(accept.getByRole('textbox', { name: 'Your Steam trade URL' })).toHaveValue(tradeUrl);
    await page.screenshot({ path: test.info().outputPath('sell-instantly-accept.png'), fullPage: true });

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sell-orders/quotes/accept');
    await accept.getByRole('button', { name: 'Accept and sell 5 skins' }).click();
    const result = ((await (await answered).json()) as { payload: { sell_order_ids: number[]; trade_id: number; dropped: unknown[] } }).payload;
    expect(result.dropped).toEqual([]);
    expect(result.sell_order_ids).toHaveLength(5);
    await expect(instant(page).getByRole('status')).toHaveText(`Accepted 5 skins for ${formatPrice(total, '€')}: our bot sends you one trade offer asking for all of them.`);
    const orders = result.sell_order_ids;
    // The orders are made in the quotes' order.
    const priceOf = new Map(orders.map((id, index) => [id, [...chosen].sort((a, b) => a.id! - b.id!)[index]!]));

    // One offer asks for all five: its mail comes once, with the code every row shows, after the acceptance's mail.
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('a trade offer is waiting in Steam')).length, { timeout: 120_000 }).toBe(1);
    await expect.poll(() => mailsSaying(email, `(sell order #${orders[0]}): You accepted`), { timeout: 60_000 }).toBe(1);
    await page.reload();
    const code = (await orderRow(page, orders[0]!).locator('.delivery__code').textContent())!.trim();
    for (const id of orders) await expect(orderRow(page, id).locator('.delivery__code')).toHaveText(code);

    await page.goto(`${SANDBOX}/steam/as/${steamId}`);
    await page.goto(`${SANDBOX}/steam/trade-offers`);
    const offer = page.locator('.card[data-offer]').filter({ hasText: `code ${code}` });
    await expect(offer).toHaveCount(1);
    for (const quote of chosen) await expect(offer).toContainText(quote.name);
    await offer.getByRole('button', { name: 'Accept trade' }).click();

    // All five received, each with its payout due at receipt; staff see the payouts as due.
    await page.goto('/account?tab=sell-orders');
    for (const id of orders) {
      await expect.poll(async () => { await page.reload(); return orderRow(page, id).textContent(); }, { timeout: 120_000 }).toContain('Skin Received');
      await expect(orderRow(page, id).locator('.intake-status__due')).toContainText('Payout due from');
    }
    const due = JSON.parse(await admin('sell-orders', 'attention', '--json')) as Array<{ id: number; why: string }>;
    for (const id of orders) expect(due.find((row) => row.id === id)?.why).toMatch(/^payout due since /);

    // The receipt's mail, then staff pay each at its quoted price with the bank transfer's reference.
    for (const id of orders) await expect.poll(() => mailsSaying(email, `(sell order #${id}): The skin reached our Steam bot`), { timeout: 60_000 }).toBe(1);
    const references = new Map(orders.map((id) => [id, `PAY-${Date.now()}-${id}`]));
    for (const id of orders) await admin('sell-orders', 'sold', String(id), priceOf.get(id)!.price!.toFixed(2), '--payout', references.get(id)!);
    await page.reload();
    for (const id of orders) {
      await expect(orderRow(page, id).getByText('Sold', { exact: true }).first()).toBeVisible();
      await expect(orderRow(page, id).locator('.intake-status__paid')).toContainText(`reference ${references.get(id)}`);
    }
    await page.screenshot({ path: test.info().outputPath('sell-instantly-paid.png'), fullPage: true });

    // Each skin is on sale in the catalogue: one new listing of its item.
    for (const quote of chosen) expect((await listingIds(page, quote.name)).filter((id) => !listedBefore.get(quote.name)!.includes(id))).toHaveLength(1);

    // The mails tell each step once: accepted, received and paid per order, and the one offer.
    for (const id of orders) await expect.poll(() => mailsSaying(email, `(sell order #${id}): We paid you`), { timeout: 60_000 }).toBe(1);
    for (const id of orders) {
      expect(await mailsSaying(email, `(sell order #${id}): You accepted`), `order #${id} accepted`).toBe(1);
      expect(await mailsSaying(email, `(sell order #${id}): The skin reached our Steam bot`), `order #${id} received`).toBe(1);
      expect(await mailsSaying(email, `(sell order #${id}): We paid you`), `order #${id} paid`).toBe(1);
    }
    expect((await mailsTo(email)).filter((mail) => mail.subject.includes('a trade offer is waiting in Steam'))).toHaveLength(1);
  });

  test('a skin above the instant price limit goes to staff: the seller sees why, and staff see it first with the reason', { tag: '@shop-wide' }, async ({ page }) => {
    const previous = JSON.parse(await admin('settings', 'set', 'quote_max_price', '0.01', '--json')) as { previousValue: string | null };
    try {
      await signInWithSteamAsSeller(page, freshSteamId());
      const quotes = await openQuotes(page);
      const skin = quotes[0]!;
      expect(skin.no_quote).toBe('above_threshold');
      const row = quoteRow(page, skin.name);
      await expect(row).toContainText('Goes to staff');
      await expect(row.locator('.quote-row__why')).toHaveText('Above our instant price limit: our staff price it.');
      await expect(row.locator('.quote-row__reasons')).toContainText('median of ');
      await expect(instant(page).getByRole('checkbox')).toHaveCount(0);

      // As before instant quotes: the seller asks staff for an offer on that skin from their inventory.
      const form = page.getByRole('region', { name: 'Sell Your Skin or Item' });
      await form.getByRole('button', { name: 'Pick from my Steam inventory' }).click();
      await form.getByRole('list', { name: 'Your Steam inventory' }).getByRole('button', { name: new RegExp(`^${skin.name}`) }).click();
      await form.getByRole('spinbutton', { name: 'Price (EUR)' }).fill('90');
      const steamLink = form.getByRole('textbox', { name: 'Steam link', exact: true });
      if ((await steamLink.inputValue()) === '') await steamLink.fill('https://steamcommunity.com/id/e2e-seller/inventory/#570');
      const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sell-orders' && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Submit' }).click();
      const id = ((await (await created).json()) as { payload: { id: number } }).payload.id;
      await expect(orderRow(page, id)).toContainText('Pending');

      const attention = JSON.parse(await admin('sell-orders', 'attention', '--json')) as Array<{ id: number; why: string; reasons: string | null }>;
      const line = attention.find((candidate) => candidate.id === id);
      expect(line?.why).toBe('no instant quote: above the instant quote threshold');
      expect(line?.reasons).toContain('median of ');
    } finally {
      await admin('settings', 'set', 'quote_max_price', previous.previousValue ?? QUOTE_SETTING_DEFAULTS.quote_max_price);
    }
  });
});
