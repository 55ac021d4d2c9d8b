/**
 * A stolen session must not be enough to take an account over by changing its
 * e-mail and then resetting the password. A change needs the current password (a Steam-only account: a
 * fresh Steam sign-in), takes effect only when the new address is confirmed, and the old address is told.
 * Whether the new address belongs to another account is never revealed.
 */
import { randomUUID } from 'node:crypto';
import { EMAIL_CHANGE_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, PASSWORD, uniqueEmail, uniqueSteamId } from './helpers/identity.ts';
import { pathOf, useSandbox } from './helpers/mail-sandbox.ts';
import { startSessionForTest } from './helpers/sessions.ts';

describe('changing the e-mail address', () => {
  const prefix = `test-email-change-${randomUUID()}`;
  const ctx = useTestApp({ QUEUE_PREFIX: prefix });
  const box = useSandbox({ worker: true, queuePrefix: prefix });

  async function stolenSession(options: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(ctx.db, options);
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    return { user, browser };
  }

  it('refuses a change without the current password, or with a wrong one, and changes nothing', async () => {
    const { user, browser } = await stolenSession();
    const attacker = uniqueEmail('attacker');
    const missing = await browser.put('/api/user/profile', { email: attacker });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [EMAIL_CHANGE_MESSAGES.currentPasswordRequired] });
    const wrong = await browser.put('/api/user/profile', { email: attacker, current_password: 'Wrong-guess-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [EMAIL_CHANGE_MESSAGES.wrongPassword] });
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, pendingEmail: null });

    // The rest of the takeover: a reset for the attacker's address reaches nobody's account.
    await browser.post('/api/user/reset-password', { email: attacker });
    expect(await ctx.db.emailToken.count({ where: { userId: user.id, kind: 'reset_password' } })).toBe(0);
  });

  it('takes effect only when the new address confirms it, and tells the old address', async () => {
    const { user, browser } = await stolenSession();
    const next = uniqueEmail('next');
    const response = await browser.put('/api/user/profile', { email: next, current_password: PASSWORD, city: 'Tallinn' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.confirmationSent, payload: { email: user.email, pending_email: next, email_verified: true, city: 'Tallinn' } });
    expect((await browser.get('/api/is-auth')).json()).toMatchObject({ emailVerified: true });

    const notice = await box.waitForMail(user.email!, /Your e-mail address is being changed/);
    expect(notice.text).toContain('If it was not you');
    expect(notice.text).not.toContain(next);
    const confirmation = await box.waitForMail(next, /Confirm your new e-mail address/);
    const link = confirmation.links.find((candidate) => candidate.includes('/api/email/verify?token='))!;
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email });

    const confirmed = await new TestBrowser(ctx.app).get(pathOf(link));
    expect(confirmed.headers.location).toMatch(/\/email-verification\?status=success$/);
    const after = await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ email: next, pendingEmail: null });
    expect(after.emailVerifiedAt).not.toBeNull();
    // Single use.
    expect((await new TestBrowser(ctx.app).get(pathOf(link))).headers.location).toMatch(/status=(invalid|already-verified)$/);
  });

  it('a link confirms only the address it was sent to: the e-mail swap attack', async () => {
    // Whoever holds the account (its session and password) asks for a change to an address they own...
    const { user, browser } = await stolenSession();
    const own = uniqueEmail('attacker-own');
    const victim = uniqueEmail('victim');
    expect((await browser.put('/api/user/profile', { email: own, current_password: PASSWORD })).statusCode).toBe(200);
    const confirmation = await box.waitForMail(own, /Confirm your new e-mail address/);
    const ownLink = confirmation.links.find((candidate) => candidate.includes('/api/email/verify?token='))!;

    // ...then for the victim's address, while the mail queue is busy, and opens the first link.
    const mailWorker = box.runtime!.workers.find((worker) => worker.name === 'mail')!;
    await mailWorker.pause();
    try {
      expect((await browser.put('/api/user/profile', { email: victim, current_password: PASSWORD })).statusCode).toBe(200);
      const opened = await new TestBrowser(ctx.app).get(pathOf(ownLink));
      expect(opened.headers.location).toMatch(/\/email-verification\?status=invalid$/);
    } finally {
      mailWorker.resume();
    }
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, pendingEmail: victim });
    // Only the victim's own link, in the victim's inbox, could ever confirm the victim's address.
    await box.waitForMail(victim, /Confirm your new e-mail address/);
    expect(await ctx.db.emailToken.count({ where: { userId: user.id, kind: 'change_email', usedAt: null } })).toBe(1);
  });

  it('a link whose address is no longer the pending one confirms nothing', async () => {
    const { user, browser } = await stolenSession();
    const first = uniqueEmail('first');
    await browser.put('/api/user/profile', { email: first, current_password: PASSWORD });
    const confirmation = await box.waitForMail(first, /Confirm your new e-mail address/);
    const link = confirmation.links.find((candidate) => candidate.includes('/api/email/verify?token='))!;
    // However the pending address changed meanwhile, the link was sent for the first one.
    await ctx.db.user.update({ where: { id: user.id }, data: { pendingEmail: uniqueEmail('other') } });
    expect((await new TestBrowser(ctx.app).get(pathOf(link))).headers.location).toMatch(/status=invalid$/);
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email });
  });

  it('answers a taken address exactly like a free one, and never moves the account onto it', async () => {
    const owner = await createTestUser(ctx.db);
    const { user, browser } = await stolenSession();
    const taken = await browser.put('/api/user/profile', { email: owner.email!.toUpperCase(), current_password: PASSWORD });
    const free = await (await stolenSession()).browser.put('/api/user/profile', { email: uniqueEmail('free'), current_password: PASSWORD });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message);
    expect(Object.keys(taken.json().payload).sort()).toEqual(Object.keys(free.json().payload).sort());
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email });
  });

  it('a Steam-only account adds an address only right after a Steam sign-in', async () => {
    const { user, browser } = await stolenSession({ email: null, password: null, steamId: uniqueSteamId() });
    const email = uniqueEmail('steam');
    // A session that began an hour ago (a stolen cookie) is not a fresh sign-in.
    await ctx.db.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 3_600_000) } });
    const stale = await browser.put('/api/user/profile', { email });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'FRESH_SIGN_IN_REQUIRED', message: EMAIL_CHANGE_MESSAGES.steamSignInRequired });
    // Setting a first password is the same door: it must not open either.
    expect((await browser.post('/api/user/change-password', { password: PASSWORD, password_confirmation: PASSWORD })).statusCode).toBe(403);
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();

    await ctx.db.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date() } });
    const fresh = await browser.put('/api/user/profile', { email });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payload).toMatchObject({ email: null, pending_email: email });
    await box.waitForMail(email, /Confirm your new e-mail address/);
  });

  it('a sign-up with a NUL in the name answers the same for a registered and an unknown address', async () => {
    const registered = await createTestUser(ctx.db);
    const answers = [];
    for (const email of [registered.email!, uniqueEmail('unknown')]) {
      const browser = new TestBrowser(ctx.app);
      await browser.csrf();
      const response = await browser.post('/api/register', { name: 'Ada\u0000', surname: 'L', email, password: PASSWORD, passConfirm: PASSWORD, accept_terms: true });
      answers.push({ status: response.statusCode, body: { ...response.json(), request_id: undefined } });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(422);
  });
});
