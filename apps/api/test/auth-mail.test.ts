import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, PASSWORD, registration, uniqueEmail } from './helpers/identity.ts';
import { pathOf, useSandbox } from './helpers/mail-sandbox.ts';

describe('account e-mails through the worker and the sandbox inbox', () => {
  const prefix = `test-mail-${randomUUID()}`;
  const ctx = useTestApp({ QUEUE_PREFIX: prefix });
  const box = useSandbox({ worker: true, queuePrefix: prefix });

  it('sign-up -> the verification link from the inbox verifies the account -> sign-in works', async () => {
    const email = uniqueEmail('verify');
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    expect((await browser.post('/api/register', registration(email))).json().status).toBe('VERIFY');
    expect((await browser.login(email, PASSWORD)).json().status).toBe('VERIFY');

    const mail = await box.waitForMail(email, /Verify your e-mail address - Skinshop/);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.html).toContain('Verify e-mail address');
    const link = mail.links.find((candidate) => candidate.includes('/api/email/verify?token='))!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/email\/verify\?token=[\w-]{43}$/);

    const landed = await browser.get(pathOf(link));
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('http://localhost:5173/email-verification?status=success');
    expect((await ctx.db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    expect((await browser.get(pathOf(link))).headers.location).toBe('http://localhost:5173/email-verification?status=already-verified');
    expect((await browser.get('/api/email/verify?token=made-up')).headers.location).toBe('http://localhost:5173/email-verification?status=invalid');

    expect((await browser.login(email, PASSWORD)).json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.loggedIn });
  });

  it('tells the owner of a registered address that someone tried to sign up with it', async () => {
    const owner = await createTestUser(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    expect((await browser.post('/api/register', registration(owner.email!))).json().status).toBe('VERIFY');
    const mail = await box.waitForMail(owner.email!, /Someone tried to register/);
    expect(mail.text).toContain('You already have an account');
    expect(mail.links.some((link) => link.includes('/api/email/verify'))).toBe(false);
  });

  it('a new verification link retires the older one', async () => {
    const user = await createTestUser(ctx.db, { verified: false });
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const answer = await browser.post('/api/resendConfirmationLink', { email: user.email });
    expect(answer.json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.verificationSent });
    const first = (await box.waitForMail(user.email!, /Verify/)).links.find((link) => link.includes('token='))!;
    await browser.post('/api/resendConfirmationLink', { email: user.email });
    let second = first;
    for (let tries = 0; second === first && tries < 100; tries++) {
      second = (await box.waitForMail(user.email!, /Verify/)).links.find((link) => link.includes('token='))!;
      if (second === first) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second).not.toBe(first);
    expect((await browser.get(pathOf(first))).headers.location).toMatch(/status=invalid$/);
    expect((await browser.get(pathOf(second))).headers.location).toMatch(/status=success$/);
  });

  it('forgotten password: the reset link sets a new password and signs out every session', async () => {
    const user = await createTestUser(ctx.db);
    const elsewhere = new TestBrowser(ctx.app);
    await elsewhere.login(user.email!, user.password);
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    const answer = await browser.post('/api/user/reset-password', { email: user.email });
    expect(answer.json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.resetLinkSent });
    const unknown = await browser.post('/api/user/reset-password', { email: uniqueEmail('nobody') });
    expect(unknown.body).toBe(answer.body);

    const mail = await box.waitForMail(user.email!, /Reset your password - Skinshop/);
    const link = new URL(mail.links.find((candidate) => candidate.includes('/reset-password?'))!);
    expect(link.origin + link.pathname).toBe('http://localhost:5173/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);

    const reset = await browser.post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'Brand-new-pass-2',
      password_confirmation: 'Brand-new-pass-2',
    });
    expect(reset.json()).toEqual({ status: 'OK', message: AUTH_MESSAGES.passwordReset });
    expect((await elsewhere.get('/api/user/profile')).statusCode).toBe(401);
    expect((await browser.login(user.email!, user.password)).statusCode).toBe(422);
    expect((await browser.login(user.email!, 'Brand-new-pass-2')).json().status).toBe('OK');
  });
});
