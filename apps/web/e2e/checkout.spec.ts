import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  CARDS,
  addToCartThroughApi,
  availableItems,
  chargedAtSandbox,
  deliveryAccount,
  isListed,
  openCheckout,
  payInWidget,
  pressPay,
  saveProfile,
  signInWithSteam,
  signUpBuyer,
  staffCli,
  textbox,
  widget,
} from './checkout-support.ts';

const header = (page: Page) => page.getByRole('banner');
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The widget answer of the checkout the page sends next (amount, tracking id). */
/** A Steam buyer with one item in the cart who pressed Pay: the widget is opening for that order. */
async function widgetCheckoutOfOne(page: Page, request: APIRequestContext) {
  const products = await availableItems(request, 1);
  await signInWithSteam(page);
  await addToCartThroughApi(page, products);
  await page.goto('/cart');
  const modal = await openCheckout(page, { email: `steam-${Date.now()}@example.test` });
  const { order_id: orderId } = await pressPay(page, modal);
  return { products, orderId };
}

test.describe('cart and checkout', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('a buyer adds two items, pays with the success card in the widget and finds the order in the history', async ({ page, request }) => {
    const [first] = await availableItems(request, 1);
    const { email } = await signUpBuyer(page);

    // The product page's Buy button adds the first item.
    await page.goto(`/products/${first!.category}/all/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    await page.getByRole('button', { name: `Buy: ${first!.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove: ${first!.title}` })).toBeVisible();

    // The second from a product card of the 'Popular' carousel: another item, not another copy of this one
    // (a copy has the same title).
    const card = page
      .locator('.carousel__slide:not([inert]) article.product-card')
      .filter({ hasNot: page.getByRole('link', { name: first!.title, exact: true }) })
      .first();
    const secondTitle = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(card.getByRole('button', { name: /^Remove/ })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart (2)' }).first()).toBeVisible();

    await header(page).getByRole('link', { name: 'Cart (2)' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
    // Within the cart's own list: the 'Popular' carousel below may offer another copy of the same item.
    const cartItems = page.getByRole('region', { name: 'Items (2)' });
    await expect(cartItems.getByRole('link', { name: first!.title, exact: true })).toBeVisible();
    await expect(cartItems.getByRole('link', { name: secondTitle, exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Confirm your order' });
    await expect(summary.getByText('You will be charged in EUR.')).toBeVisible();
    await expect(summary.getByText('Free', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^VAT/)).toHaveCount(0);
    const total = money((await summary.locator('[data-line="total"] dd').textContent())!);

    // Proceed without the terms says what is missing.
    await summary.getByRole('button', { name: 'Proceed' }).click();
    await expect(summary.getByText('Please agree to the terms and conditions to proceed')).toBeVisible();

    const modal = await openCheckout(page);
    await expect(modal.getByText(`€${total.toFixed(2)}`)).toBeVisible();
    await expect(textbox(modal, 'Email')).toBeDisabled();
    await expect(textbox(modal, 'Email')).toHaveValue(email);
    // Validation on blur, with the spec's words.
    await textbox(modal, 'City').fill('');
    await textbox(modal, 'City').blur();
    await expect(modal.getByText('City is required')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    await textbox(modal, 'City').fill('Riga');

    // A toast the open modal raises shows above it and its close button works: the modal makes the rest of
    // the page inert, so the toast region must be inside it (and in the top layer above it).
    const tradeUrl = await textbox(modal, 'Trade URL').inputValue();
    await textbox(modal, 'Trade URL').fill('https://example.com/not-a-trade-url');
    await textbox(modal, 'Trade URL').press('Enter');
    const invalidUrl = page.getByRole('alert').filter({ hasText: 'Please enter a valid Steam trade URL' }).filter({ has: page.getByRole('button', { name: 'Close notification' }) });
    await expect(invalidUrl).toBeVisible();
    await invalidUrl.getByRole('button', { name: 'Close notification' }).click();
    await expect(invalidUrl).toBeHidden();
    await expect(modal).toBeVisible();
    await textbox(modal, 'Trade URL').fill(tradeUrl);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const { order_id: orderId, amount } = await pressPay(page, modal);
    expect(amount).toBeCloseTo(total, 2);
    await expect(modal).toBeHidden();
    await expect(widget(page).getByText(`${total.toFixed(2)} EUR`).first()).toBeVisible();
    await payInWidget(page, CARDS.success);
    await expect(widget(page).getByText('Payment successful')).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/success-payment\\?order_id=${orderId}(&status_token=[\\w-]+)?$`));
    // The widget's success led to the processing page, which saw the order completed.
    expect(visited.some((url) => url.includes(`/processing-payment?order_id=${orderId}&status_token=`))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByText(`Order number: #${orderId}`)).toBeVisible();
    await expect(page.getByText(`Amount charged: €${total.toFixed(2)}`)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart (0)' }).first()).toBeVisible();

    await page.getByRole('link', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/);
    await expect(page.getByRole('tab', { name: 'Order history', selected: true })).toBeVisible();
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row.getByText('Successfully')).toBeVisible();
    await expect(row.getByRole('link', { name: first!.title, exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: secondTitle, exact: true })).toBeVisible();
    await expect(row.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();

    // The items are sold: the catalogue no longer offers them.
    expect(await isListed(request, first!)).toBe(false);
  });

  test('a declined card leads to the fail page and gives the items back', async ({ page, request }) => {
    const products = await availableItems(request, 2);
    await signInWithSteam(page);
    await addToCartThroughApi(page, products);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
    const modal = await openCheckout(page, { email: `steam-${Date.now()}@example.test` });
    const { order_id: orderId } = await pressPay(page, modal);
    // Held for this payment: nobody else can buy them meanwhile.
    expect(await isListed(request, products[0]!)).toBe(false);

    await payInWidget(page, CARDS.declined);
    await expect(widget(page).getByText(/Payment was declined|Insufficient funds/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/fail-payment\\?order_id=${orderId}&status_token=[\\w-]+$`));
    await expect(page.getByRole('heading', { name: 'Order Payment Failed' })).toBeVisible();
    await expect(page.getByText("We couldn't process your payment. Please try again or use a different payment method.")).toBeVisible();
    // The bank's own reason, from the provider.
    await expect(page.getByText('Reason: Insufficient funds')).toBeVisible();

    await expect.poll(async () => (await Promise.all(products.map((product) => isListed(request, product)))).every(Boolean)).toBe(true);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your cart has been refreshed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unavailable Items' })).toHaveCount(0);
  });

  test('closing the widget without paying cancels the order at once: items free, history says Canceled', async ({ page, request }) => {
    const { products, orderId } = await widgetCheckoutOfOne(page, request);
    expect(await isListed(request, products[0]!)).toBe(false);

    await expect(widget(page).locator('input[name="number"]')).toBeVisible();
    await widget(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // Back in the cart with a word for what closing did.
    await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled: nothing was charged, and your items are still in your cart.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items (1)' })).toBeVisible();
    await expect.poll(() => isListed(request, products[0]!)).toBe(true);
    await page.goto('/account?tab=orders');
    await expect(page.locator(`tr[data-order-id="${orderId}"]`).getByText('Canceled')).toBeVisible();
  });

  test('a buyer whose session ended while paying still follows the order to its result (spec §2)', async ({ page, request, context }) => {
    const { orderId } = await widgetCheckoutOfOne(page, request);
    await expect(widget(page).locator('input[name="number"]')).toBeVisible();
    // The session ends while the buyer is in the widget.
    await context.clearCookies();
    await payInWidget(page, CARDS.success);
    await expect(page).toHaveURL(new RegExp(`/success-payment\\?order_id=${orderId}&status_token=[\\w-]+$`));
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });

  test('a 3-D Secure card passes its challenge', async ({ page, request }) => {
    const { orderId } = await widgetCheckoutOfOne(page, request);

    await payInWidget(page, CARDS.challenge);
    await expect(widget(page).getByRole('heading', { name: '3-D Secure verification' })).toBeVisible();
    await widget(page).locator('input[name="code"]').fill('12345');
    await widget(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(widget(page).getByText('Payment successful')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/success-payment\\?order_id=${orderId}(&status_token=[\\w-]+)?$`));
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });

  test('the card redirect flow pays on the hosted payment page and returns to the shop', async ({ page, request }) => {
    const products = await availableItems(request, 1);
    await signInWithSteam(page);
    await addToCartThroughApi(page, products);

    await page.goto('/cart');
    const modal = await openCheckout(page, { email: `steam-${Date.now()}@example.test` });
    await modal.getByRole('button', { name: 'Pay on the payment page' }).click();
    // The 'Redirecting to payment gateway...' status lasts until the page leaves, which a quick answer makes too
    // short to wait for: the hosted page is what the buyer is sure to see.
    await expect(page).toHaveURL(/\/paysage\/v2\/checkout\?token=/);
    await page.locator('#number').fill(CARDS.success);
    await page.locator('#holder').fill('ADA LOVELACE');
    await page.locator('#exp').fill('12/39');
    await page.locator('#cvc').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/success-payment\?order_id=\d+(&status_token=[\w-]+)?$/);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    expect(await isListed(request, products[0]!)).toBe(false);
  });

  test('the balance is topped up through the widget; a pack asks first, shows what it gave and sends it; a prompt takes its text', async ({ page }) => {
    await signInWithSteam(page);
    await page.goto('/account?tab=balance');
    const packs = page.getByRole('region', { name: 'Packs' });
    const title = (await packs.getByRole('heading', { level: 4 }).first().textContent())!;
    // Nothing is charged in one click: the pack asks. An empty balance is said first (spec §8); once it can pay,
    // a buyer without a trade URL is told there is nowhere to send what it gives.
    await packs.getByRole('button', { name: /^Buy for/ }).first().click();
    const confirm = page.getByRole('dialog', { name: `Open ${title}?` });
    await expect(confirm.getByText(/is paid from your balance\. What the pack gives is sent to the Steam trade URL/)).toBeVisible();
    await confirm.getByRole('button', { name: /^Open for/ }).click();
    await expect(confirm.getByRole('alert').filter({ hasText: 'Not enough funds!' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    const topUp = page.getByRole('region', { name: 'Your balance' }).getByRole('button', { name: 'Top up' });
    await topUp.click();
    await expect(page).toHaveURL(/modal=TOP_UP_MODAL/);
    const modal = page.getByRole('dialog', { name: 'Top up your balance' });
    await textbox(modal, 'Amount').fill('1');
    await textbox(modal, 'Amount').blur();
    await expect(modal.getByText(/^The minimum top-up amount is €/)).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);

    await topUp.click();
    await textbox(modal, 'Amount').fill('50');
    await modal.getByRole('button', { name: 'Top up' }).click();
    await expect(modal).toBeHidden();
    await expect(widget(page).getByText('50.00 EUR').first()).toBeVisible();
    await payInWidget(page, CARDS.success);
    await expect(page).toHaveURL(/\/success-payment\?order_id=\d+&type=top-up(&status_token=[\w-]+)?$/);
    await expect(page.getByRole('heading', { name: 'Your balance has been topped up' })).toBeVisible();
    await expect(page.getByText('Amount charged: €50.00')).toBeVisible();

    await page.getByRole('link', { name: 'View Balance' }).click();
    await expect(page).toHaveURL(/\/account\?tab=balance$/);
    const history = page.getByRole('region', { name: 'Purchase history' });
    // The top-up is in the history as money received.
    await expect(history.getByText('+50.00 EUR')).toBeVisible();

    await packs.getByRole('button', { name: /^Buy for/ }).first().click();
    await confirm.getByRole('button', { name: /^Open for/ }).click();
    await expect(confirm.getByRole('alert').filter({ hasText: 'Add your Steam trade URL in your profile first' })).toBeVisible();
    const { tradeUrl } = await deliveryAccount(page);
    await saveProfile(page, { steam_trade_link: tradeUrl });
    await confirm.getByRole('button', { name: /^Open for/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Purchase successful!' })).toBeVisible();
    const reveal = page.getByRole('dialog', { name: 'Your pack gave' });
    await expect(reveal.getByRole('listitem')).not.toHaveCount(0);
    const won = (await reveal.getByRole('listitem').first().locator('strong').textContent())!;
    await expect(reveal.getByText(/We are preparing a Steam trade offer/)).toBeVisible();
    await expect(page.getByText(/^Balance: €\d+\.\d{2}$/)).toBeVisible();
    await expect(history.getByText(title)).toBeVisible();
    await expect(history.getByText(`Gave: ${won}`, { exact: false })).toBeVisible();

    // The won item is delivered like a bought one: its order and delivery are in the order history.
    await reveal.getByRole('link', { name: 'Follow it in my orders' }).click();
    await expect(page).toHaveURL(/tab=orders/);
    await expect(page.getByText(won).first()).toBeVisible();

    // A prompt takes the description of the design, and the history shows it.
    await page.goto('/account?tab=balance');
    const prompts = page.getByRole('region', { name: 'Custom design prompts' });
    const promptTitle = (await prompts.getByRole('heading', { level: 4 }).last().textContent())!;
    await prompts.getByRole('button', { name: /^Order for/ }).last().click();
    const order = page.getByRole('dialog', { name: `Order ${promptTitle}` });
    await order.getByRole('button', { name: /^Pay / }).click();
    await expect(order.getByRole('alert').filter({ hasText: 'at least 10 characters' })).toBeVisible();
    await order.getByRole('textbox', { name: 'What should we design?' }).fill('A frost-blue Crystal Maiden set with a cape of ice');
    await order.getByRole('button', { name: /^Pay / }).click();
    await expect(order).toBeHidden();
    await expect(history.getByText('Your text: A frost-blue Crystal Maiden set with a cape of ice')).toBeVisible();
    await expect(history.getByText('Our studio has not answered yet.')).toBeVisible();
  });

  test('a promo code and VAT change the totals, and the charged amount includes both', { tag: '@shop-wide' }, async ({ page, request }) => {
    const cli = staffCli();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    try {
      cli.run('promo-codes', 'create', code, '--percent', '10');
      cli.run('settings', 'set', 'vat_percent', '20');
      const products = await availableItems(request, 2);
      await signInWithSteam(page);
      await addToCartThroughApi(page, products);

      await page.goto('/cart');
      const summary = page.getByRole('region', { name: 'Confirm your order' });
      const line = (id: string) => summary.locator(`[data-line="${id}"] dd`);
      await expect(line('total')).toBeVisible();
      const subtotal = money((await line('subtotal').textContent())!);
      const vatBefore = money((await line('vat').textContent())!);
      expect(vatBefore).toBeCloseTo(subtotal * 0.2, 1);
      await expect(summary.getByText('VAT (20%)')).toBeVisible();

      // An unknown code is refused with its reason.
      await summary.getByRole('textbox', { name: 'Promo code' }).fill('NO-SUCH-CODE');
      await summary.getByRole('button', { name: 'Apply' }).click();
      await expect(summary.getByRole('alert').filter({ hasText: 'This promo code does not exist.' })).toBeVisible();

      await summary.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
      await summary.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Promo code applied successfully' })).toBeVisible();
      await expect(summary.getByText(`Code ${code} applied`)).toBeVisible();
      await expect(summary.getByText(`Promo discount (${code})`)).toBeVisible();
      const discount = money((await line('discount').textContent())!);
      expect(discount).toBeCloseTo(subtotal * 0.1, 1);
      const vat = money((await line('vat').textContent())!);
      expect(vat).toBeCloseTo((subtotal - discount) * 0.2, 1);
      const total = money((await line('total').textContent())!);
      expect(total).toBeCloseTo(subtotal - discount + vat, 2);

      const modal = await openCheckout(page, { email: `steam-${Date.now()}@example.test` });
      await expect(modal.getByText(`€${total.toFixed(2)}`)).toBeVisible();
      const checkout = await pressPay(page, modal);
      expect(checkout.amount_minor).toBe(Math.round(total * 100));
      await expect(widget(page).getByText(`${total.toFixed(2)} EUR`).first()).toBeVisible();
      await payInWidget(page, CARDS.success);
      await expect(page).toHaveURL(new RegExp(`/success-payment\\?order_id=${checkout.order_id}(&status_token=[\\w-]+)?$`));
      await expect(page.getByText(`Amount charged: €${total.toFixed(2)}`)).toBeVisible();

      const charged = await chargedAtSandbox(request, checkout.tracking_id);
      expect(charged.map((transaction) => [transaction.amount, transaction.currency, transaction.status])).toEqual([[Math.round(total * 100), 'EUR', 'successful']]);
    } finally {
      cli.run('settings', 'set', 'vat_percent', '0');
      try {
        cli.run('promo-codes', 'disable', code);
      } finally {
        cli.dispose();
      }
    }
  });
});
