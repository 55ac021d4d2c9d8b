import { expect, test } from '@playwright/test';
import { TRADER_API_PREFIX } from '@skins/shared';
import { acceptAllCookies } from './cookie-choice.ts';
import { signUpBuyer } from './checkout-support.ts';

/** A trader makes a key on the account page, sees it whole once, uses it, and revokes it: it stops at once. */
test.describe('trader API keys on the account page', () => {
  test.beforeEach(async ({ context }) => {
    await acceptAllCookies(context);
  });

  test('a key is shown once, works with the API, and stops when revoked', async ({ page, playwright, baseURL }) => {
    await signUpBuyer(page);
    await page.goto('/account?tab=api-keys');
    await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
    await expect(page.getByText('You have no API keys.')).toBeVisible();

    const form = page.getByRole('form', { name: 'New key' });
    await form.getByLabel('Name').fill('price bot');
    await form.getByLabel('Read and buy with the balance').check();
    await form.getByRole('button', { name: 'Create key' }).click();

    const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^sk_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText('it is shown only once')).toBeVisible();
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

    // Listed by its name and prefix, never whole again, not even after a reload.
    const row = page.getByRole('listitem', { name: 'price bot' });
    await expect(row).toContainText(secret.slice(0, 'sk_live_'.length + 16));
    await expect(row).toContainText('Read and buy with the balance');
    await expect(row).toContainText('never used');
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'price bot' })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // A program (no cookies) uses the key.
    const program = await playwright.request.newContext({ baseURL });
    const account = await program.get(`${TRADER_API_PREFIX}/account`, { headers: { authorization: `Bearer ${secret}` } });
    expect(account.status()).toBe(200);
    expect(account.headers()['ratelimit-limit']).toBe('10');
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'price bot' })).not.toContainText('never used');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('listitem', { name: 'price bot' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('You have no API keys.')).toBeVisible();
    const refused = await program.get(`${TRADER_API_PREFIX}/account`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('API_KEY_INVALID');
    await program.dispose();
  });
});
