import { expect, test } from '@playwright/test';
import { acceptAllCookies } from './cookie-choice.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

const SANDBOX = process.env.E2E_SANDBOX_URL ?? `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '4110'}`;

interface MailMessage {
  id: string;
  to: string;
  subject: string;
  links: string[];
}

/** The link of the first e-mail to `address` that has one matching `pattern` (the worker sends it through the queue). */
async function linkFromInbox(request: APIRequestContext, address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SANDBOX}/mail/api/messages`, { params: { to: address } });
        const messages = (await response.json()) as MailMessage[];
        link = messages.flatMap((message) => message.links).find((candidate) => pattern.test(candidate));
        return link;
      },
      { message: `an e-mail to ${address} with a link matching ${pattern}` },
    )
    .toBeTruthy();
  return link!;
}

/** A SteamID64 nobody has used yet (7656119 and 10 digits), so the account is new, without a type, on every run. */
function freshSteamId(): string {
  const accountId = BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000);
  return String(76561197960265728n + accountId);
}

const header = (page: Page) => page.getByRole('banner');
/** A text field by its accessible name (the visible label also carries the required mark). */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const accountTypeDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose your account type' });

async function chooseAccountType(page: Page, type: 'Buyer' | 'Seller') {
  const dialog = accountTypeDialog(page);
  // It opens once the profile has loaded after sign-in, which takes a while on a loaded machine.
  await expect(dialog).toBeVisible();
  // Cannot be dismissed: Escape leaves it open.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(type) }).check();
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  // Pressed anyway (it stays focusable), it says what is missing.
  await proceed.click({ force: true });
  await expect(dialog.getByText('Please accept the policy to continue')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(dialog).toBeHidden();
}

test.describe('identity', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('a visitor is sent home from the account page', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in to access this page' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/sign-in');
  });

  test('register -> verify from the inbox -> sign in -> buyer -> edit the profile -> log out', async ({ page, request }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const password = 'Secret123';

    await page.goto('/');
    await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await textbox(page, 'First name').fill('Ada');
    await textbox(page, 'Last name').fill('Lovelace');
    await textbox(page, 'Email').fill(email);
    // The phone input starts from the visitor's country, which the api asked the IP lookup (the sandbox: LV).
    await expect(page.getByRole('combobox', { name: 'Phone country' })).toHaveValue('LV');
    await textbox(page, 'Phone').fill('+371 2000 0000');
    await textbox(page, 'Password').fill(password);
    await textbox(page, 'Confirm password').fill('Secret12');
    await textbox(page, 'Confirm password').blur();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await textbox(page, 'Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Registration's message is said once, not again by a toast or an alert.
    const sentLink = page.getByText(/We sent a confirmation link/);
    await expect(sentLink).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // An unverified e-mail cannot sign in yet.
    await page.goto('/sign-in');
    await textbox(page, 'Email').fill(email);
    await textbox(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(sentLink).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goto(await linkFromInbox(request, email, /\/api\/email\/verify\?token=/));
    await expect(page).toHaveURL(/\/email-verification\?status=success$/);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/sign-in$/);
    await textbox(page, 'Email').fill(email);
    await textbox(page, 'Password').fill('Wrong1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await textbox(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await chooseAccountType(page, 'Buyer');
    await header(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account\?tab=personal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sell Orders' })).toHaveCount(0);

    const personal = page.getByRole('region', { name: 'Personal information' });
    await textbox(personal, 'First name').fill('');
    await textbox(personal, 'First name').blur();
    await expect(personal.getByText('First name is required')).toBeVisible();
    await textbox(personal, 'First name').fill('Grace');
    await textbox(personal, 'Phone').fill('+371 2999 9999');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Lovelace' })).toBeVisible();

    const billing = page.getByRole('region', { name: 'Billing address' });
    await billing.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Latvia' });
    await textbox(billing, 'City').fill('Riga');
    await textbox(billing, 'Postal code').fill('LV-1050');
    await textbox(billing, 'Address line').fill('Brivibas iela 1');
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

    const tradeUrl = page.getByRole('region', { name: 'Steam trade URL' });
    await textbox(tradeUrl, 'Trade URL').fill('https://example.com/trade');
    await tradeUrl.getByRole('button', { name: 'Save' }).click();
    await expect(tradeUrl.getByText(/Invalid Steam trade URL format/)).toBeVisible();

    await page.reload();
    await expect(textbox(personal, 'First name')).toHaveValue('Grace');
    // The international phone input shows the saved number formatted beside its country's picker (the code once).
    await expect(textbox(personal, 'Phone')).toHaveValue('29 999 999');
    await expect(personal.getByRole('combobox', { name: 'Phone country' })).toHaveValue('LV');
    await expect(billing.getByRole('combobox', { name: 'Country' })).toHaveValue(/\d+/);
    await expect(textbox(billing, 'City')).toHaveValue('Riga');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('sign in with Steam -> seller -> the Sell Orders tab -> log out from the header', async ({ page }) => {
    const steamId = freshSteamId();
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Sign in with Steam' }).click();

    // The sandbox's Steam: pick a user (any SteamID64) and approve.
    await expect(page.getByRole('heading', { name: 'Sign in through Steam' })).toBeVisible();
    await page.locator('#custom').fill(steamId);
    await page.getByRole('button', { name: 'Approve', exact: true }).last().click();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await chooseAccountType(page, 'Seller');
    await header(page).getByRole('link', { name: 'Profile' }).click();
    const sellOrders = page.getByRole('tab', { name: 'Sell Orders' });
    await expect(sellOrders).toBeVisible();
    await sellOrders.click();
    await expect(page).toHaveURL(/tab=sell-orders/);
    await expect(page.getByRole('heading', { name: 'My Sell Orders' })).toBeVisible();

    await header(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    // Remembered at the sandbox's Steam, the next sign-in approves at once; the account keeps its type.
    await page.goto(`${SANDBOX}/steam/as/${steamId}`);
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Sign in with Steam' }).click();
    await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(accountTypeDialog(page)).toHaveCount(0);
    await page.goto('/account?tab=sell-orders');
    await expect(page.getByRole('heading', { name: 'My Sell Orders' })).toBeVisible();
  });

  test('a failed Steam sign-in says why', async ({ page }) => {
    await page.goto('/?auth_error=cancelled');
    await expect(page.getByRole('alert').filter({ hasText: 'Steam sign-in was cancelled.' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
