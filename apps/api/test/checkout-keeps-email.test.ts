/**
 * A Steam-only account has no e-mail address, so nothing reaches its owner by mail. The e-mail they type at
 * checkout with 'Save my information' on is kept: as a pending address with one confirmation link (the same
 * path as a change on the account page), the account's address once the link is opened. An address kept
 * this way cannot open the account: it has no password to reset.
 */
import { randomUUID } from 'node:crypto';
import { tradeUrlFor } from '@skins/sandbox';
import { API_ERROR, EMAIL_CHANGE_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, uniqueEmail, uniqueSteamId } from './helpers/identity.ts';
import { pathOf, useSandbox } from './helpers/mail-sandbox.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { usePaymentsStack } from './helpers/payments-stack.ts';
import { startSessionForTest } from './helpers/sessions.ts';

const CONFIRM_SUBJECT = /Confirm your new e-mail address/;
/** Long enough for the mail worker to send anything that was enqueued (it sends within tens of ms). */
const SETTLE_MS = 1_500;

describe('the checkout keeps a Steam-only buyer\'s e-mail', () => {
  const prefix = `test-checkout-email-${randomUUID()}`;
  const ctx = usePaymentsStack({ QUEUE_PREFIX: prefix });
  const box = useSandbox({ worker: true, queuePrefix: prefix });

  async function steamBuyer(options: { email?: string | null } = {}) {
    const steamId = uniqueSteamId();
    const user = await createTestUser(ctx.db, { email: options.email ?? null, password: null, steamId, userType: 'buyer' });
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    // Signed in an hour ago: checking out is no fresh Steam sign-in.
    await ctx.db.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 3_600_000) } });
    return { user, browser, form: { ...CHECKOUT_FORM, steamId, tradeUrl: tradeUrlFor(steamId) } };
  }

  async function checkOut(browser: TestBrowser, form: Record<string, unknown>) {
    const [listing] = await takeAvailableListings(ctx.db, 1);
    await browser.post('/api/cart/add', { id: listing!.id });
    const response = await browser.post('/api/orders/checkout', form, { headers: { 'idempotency-key': randomUUID() } });
    expect(response.statusCode, response.body).toBe(200);
    await browser.post('/api/orders/cancel', { order_id: response.json().order_id });
    await restoreListings(ctx.db, [listing!.id]);
  }

  async function mailsTo(address: string) {
    const response = await fetch(`${box.sandbox.base}/mail/api/messages?to=${encodeURIComponent(address)}`);
    return ((await response.json()) as Array<{ subject: string }>).filter((mail) => CONFIRM_SUBJECT.test(mail.subject));
  }

  it('keeps it pending with one confirmation, however often it is saved again, and makes it the account\'s once confirmed', async () => {
    const { user, browser, form } = await steamBuyer();
    const email = uniqueEmail('steam-checkout');
    await checkOut(browser, { ...form, email, saveData: true });
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: null, pendingEmail: email });
    const confirmation = await box.waitForMail(email, CONFIRM_SUBJECT);

    // The next checkout and the account page send the same address again: no second mail.
    await checkOut(browser, { ...form, email, saveData: true });
    const saved = await browser.put('/api/user/profile', { email, name: 'Ana' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ payload: { email: null, pending_email: email, name: 'Ana' } });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await ctx.db.emailToken.count({ where: { userId: user.id, kind: 'change_email' } })).toBe(1);

    const link = confirmation.links.find((candidate) => candidate.includes('/api/email/verify?token='))!;
    expect((await new TestBrowser(ctx.app).get(pathOf(link))).headers.location).toMatch(/status=success$/);
    const after = await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ email, pendingEmail: null });
    expect(after.emailVerifiedAt).not.toBeNull();
    expect((await browser.get('/api/user/profile')).json().payload).toMatchObject({ email, pending_email: null });

    // It reaches the owner, but does not open the account: a Steam-only account has no password to reset.
    const visitor = new TestBrowser(ctx.app);
    await visitor.csrf();
    expect((await visitor.post('/api/user/reset-password', { email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(await ctx.db.emailToken.count({ where: { userId: user.id, kind: 'reset_password' } })).toBe(0);
  });

  it('keeps nothing without "Save my information", and never replaces an address the account has', async () => {
    const unsaved = await steamBuyer();
    await checkOut(unsaved.browser, { ...unsaved.form, email: uniqueEmail('unsaved'), saveData: false });
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: unsaved.user.id } })).toMatchObject({ email: null, pendingEmail: null });

    const own = uniqueEmail('own');
    const withEmail = await steamBuyer({ email: own });
    await checkOut(withEmail.browser, { ...withEmail.form, email: uniqueEmail('other'), saveData: true });
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: withEmail.user.id } })).toMatchObject({ email: own, pendingEmail: null });
  });

  it('asks a stale Steam session for a fresh sign-in with a code the web app offers the sign-in for', async () => {
    const { browser } = await steamBuyer();
    const response = await browser.put('/api/user/profile', { email: uniqueEmail('stale') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: API_ERROR.FRESH_SIGN_IN_REQUIRED, message: EMAIL_CHANGE_MESSAGES.steamSignInRequired });
  });
});
