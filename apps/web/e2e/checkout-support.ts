import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { itemsListResponseSchema, widgetCheckoutResponseSchema } from '@skins/shared';
import type { Item } from '@skins/shared';

/** Helpers of the checkout end-to-end tests: buyers, products, the checkout form and the sandbox widget. */

export const SANDBOX = process.env.E2E_SANDBOX_URL ?? `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '4110'}`;
const API = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
const REPO = path.resolve(import.meta.dirname, '../../..');

/** The account's trade URL at the sandbox's Steam, with the token its offers need. */
export async function tradeUrlFor(steamId: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/steam/trading/trade-url/${steamId}`);
  return ((await response.json()) as { trade_url: string }).trade_url;
}

/** The Steam account an e-mail buyer's items go to in these tests. */
const BUYER_STEAM_ID = '76561198000000001';
export const CARDS = { success: '4200000000000000', declined: '4005550000000019', challenge: '4012001037141112' } as const;

async function xsrf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return cookie ? decodeURIComponent(cookie.value) : '';
}

/** A write of the signed-in browser session, with its XSRF token (as the web app sends it). */
export async function apiPost(page: Page, url: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  if (!(await xsrf(page.context()))) await page.request.get('/sanctum/csrf-cookie');
  return page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': await xsrf(page.context()) } });
}

/** PUT /api/user/profile as the signed-in user (the account page's forms), expecting it to be taken. */
export async function saveProfile(page: Page, fields: Record<string, unknown>) {
  const saved = await apiPost(page, '/api/user/profile', fields, 'PUT');
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The mails to `address` the sandbox caught, newest first. */
export async function mailsTo(address: string): Promise<Array<{ subject: string; text: string; links: string[] }>> {
  const response = await fetch(`${SANDBOX}/mail/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Array<{ subject: string; text: string; links: string[] }>;
}

/** The first link matching `pattern` in the mails to `address` the sandbox caught, waited for. */
export async function linkFromInbox(request: APIRequestContext, address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SANDBOX}/mail/api/messages`, { params: { to: address } });
        const messages = (await response.json()) as Array<{ links: string[] }>;
        link = messages.flatMap((message) => message.links).find((candidate) => pattern.test(candidate));
        return link;
      },
      { message: `an e-mail to ${address} with a link matching ${pattern}` },
    )
    .toBeTruthy();
  return link!;
}

/**
 * A verified buyer with e-mail and password, signed in in this page's browser: signed up through the api,
 * verified by the link the sandbox inbox caught, signed in through the api (the session cookie is shared).
 */
export async function signUpBuyer(page: Page): Promise<{ email: string }> {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Secret123';
  const registered = await apiPost(page, '/api/register', {
    name: 'Ada',
    surname: 'Lovelace',
    email,
    phone: '+371 2000 0000',
    password,
    passConfirm: password,
    user_type: 'buyer',
    accept_terms: true,
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await page.request.get(await linkFromInbox(page.request, email, /\/api\/email\/verify\?token=/));
  expect(verified.ok()).toBe(true);
  const signedIn = await apiPost(page, '/api/login', { username: email, password });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return { email };
}

/**
 * A seller signed in with Steam at the sandbox: the sandbox remembers `steamId` as the signed-in Steam user,
 * the header's Steam link signs in, and the account-type modal is answered 'Seller'.
 */
export async function signInWithSteamAsSeller(page: Page, steamId: string = String(76561197960265728n + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000))) {
  await page.goto(`${SANDBOX}/steam/as/${steamId}`);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in with Steam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your account type' });
  await dialog.getByRole('radio', { name: /Seller/ }).check();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

/** A buyer signed in with Steam at the sandbox (no e-mail, so the checkout asks for one). */
export async function signInWithSteam(page: Page): Promise<void> {
  const steamId = String(76561197960265728n + BigInt(Math.floor(Math.random() * 2_000_000_000) + 1_000_000));
  await page.goto('/auth/steam/redirect?user_type=buyer');
  await expect(page.getByRole('heading', { name: 'Sign in through Steam' })).toBeVisible();
  await page.locator('#custom').fill(steamId);
  await page.getByRole('button', { name: 'Approve', exact: true }).last().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
}

/** Available products nobody has bought yet (random ones, so repeated runs on one database do not collide). */
export async function availableItems(request: APIRequestContext, count: number): Promise<Item[]> {
  // Copies Steam lets the shop trade now: a walk that waits for the offer must not pick one in a trade cooldown.
  const response = await request.get('/api/items/list', { params: { random: 'true', ready: 'true', limit: 20, currency: 'EUR' } });
  expect(response.ok()).toBe(true);
  const products = itemsListResponseSchema.parse(await response.json()).payload;
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

/** Whether the catalogue offers the product (sold or held by a payment, it is left out of the list). */
export async function isListed(request: APIRequestContext, product: Item): Promise<boolean> {
  const response = await request.get('/api/items/list', { params: { search: product.title, limit: 100, currency: 'EUR' } });
  return itemsListResponseSchema.parse(await response.json()).payload.some((listed) => listed.id === product.id);
}

export async function addToCartThroughApi(page: Page, products: readonly Item[]) {
  for (const product of products) {
    const added = await apiPost(page, '/api/cart/add', { id: product.id });
    expect(added.ok(), await added.text()).toBe(true);
  }
}

/**
 * The Steam account the items go to: a Steam user's own (the checkout fills it in), else the test buyer's; its
 * trade URL is the sandbox Steam's (it names the account as partner and carries the token offers need).
 */
export async function deliveryAccount(page: Page): Promise<{ steamId: string; tradeUrl: string }> {
  const profile = (await (await page.request.get('/api/user/profile')).json()) as { payload?: { steamId?: string | null } };
  const steamId = profile.payload?.steamId ?? BUYER_STEAM_ID;
  return { steamId, tradeUrl: await tradeUrlFor(steamId) };
}

/** A toast with this text, whatever its kind (errors are alerts, the rest statuses). */
export const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

/** A text field of the checkout modal by its label (the label also carries the required mark). */
export const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The checkout's saved billing address, shown as one line with Change. */
export const billingSummary = (modal: Locator) => modal.getByRole('group', { name: 'Billing address from your profile' });

/** From the cart: terms, Proceed, the modal filled in; returns the modal. */
export async function openCheckout(page: Page, { email }: { email?: string } = {}): Promise<Locator> {
  await page.getByRole('checkbox', { name: /By proceeding you agree to our/ }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment details' });
  await expect(modal).toBeVisible();
  const fill = async (name: string, value: string) => {
    const field = textbox(modal, name);
    if ((await field.inputValue()) === '') await field.fill(value);
  };
  await fill('First Name', 'Ada');
  await fill('Last Name', 'Lovelace');
  await fill('Phone Number', '+371 2000 0000');
  if (email) await fill('Email', email);
  // A billing address the profile holds (an earlier checkout saved it) shows as one line, not as fields.
  if ((await billingSummary(modal).count()) === 0) {
    await modal.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'Latvia' });
    await fill('City', 'Riga');
    await fill('Address', 'Brivibas iela 1');
    await fill('Postal Code', 'LV-1050');
  }
  const account = await deliveryAccount(page);
  await fill('Steam ID', account.steamId);
  await fill('Trade URL', account.tradeUrl);
  return modal;
}

/** The sandbox widget (a dialog in a shadow root, which Playwright's locators pierce). */
/** Presses Pay in the open checkout; resolves with the api's answer: the order it opened and the widget's token. */
export async function pressPay(page: Page, modal: Locator) {
  const answer = page
    .waitForResponse((response) => response.url().includes('/api/orders/checkout') && response.request().method() === 'POST')
    .then(async (response) => widgetCheckoutResponseSchema.parse(await response.json()));
  await modal.getByRole('button', { name: 'Pay', exact: true }).click();
  return answer;
}

export const widget = (page: Page) => page.getByRole('dialog', { name: 'Payment', exact: true });

export async function payInWidget(page: Page, card: string) {
  const dialog = widget(page);
  await expect(dialog.locator('input[name="number"]')).toBeVisible();
  await dialog.locator('input[name="number"]').fill(card);
  await dialog.locator('input[name="holder"]').fill('ADA LOVELACE');
  await dialog.locator('input[name="exp"]').fill('12/39');
  await dialog.locator('input[name="cvc"]').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/** The staff CLI (promo codes and settings are managed there), signed in once per test file. */
export function staffCli() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-admin-'));
  const env = { ...process.env, ADMIN_API_URL: API, ADMIN_PASSWORD: 'Staff-password-1', ADMIN_TOKEN_FILE: path.join(dir, 'token') };
  const run = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], { cwd: REPO, env, encoding: 'utf8' });
  run('login', '--email', 'staff@skins.local');
  return { run, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** What the sandbox charged for an order (looked up by its tracking id, as the api's reconciler does). */
export async function chargedAtSandbox(request: APIRequestContext, trackingId: string): Promise<{ amount: number; currency: string; status: string }[]> {
  const response = await request.get(`${SANDBOX}/paysage/v2/transactions/tracking_id/${trackingId}`, {
    headers: { Authorization: `Basic ${Buffer.from('361:sandbox-secret').toString('base64')}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { transactions: { amount: number; currency: string; status: string }[] }).transactions;
}
