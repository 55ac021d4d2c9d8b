import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, PHONE_MESSAGE } from '@skins/shared';
import { Queue, type ConnectionOptions } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/jobs/define-job.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { TEST_REDIS_URL } from './helpers/test-env.ts';
import { createTestUser, registration, uniqueEmail } from './helpers/identity.ts';

describe('POST /api/register', () => {
  const prefix = `test-register-${randomUUID()}`;
  const ctx = useTestApp({ QUEUE_PREFIX: prefix });
  let mailQueue: Queue | undefined;
  afterAll(() => mailQueue?.close());

  async function register(body: Record<string, unknown>) {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    return { browser, response: await browser.post('/api/register', body) };
  }

  async function mailJobsFor(userId: number) {
    mailQueue ??= new Queue(QUEUES.mail, { connection: { url: TEST_REDIS_URL } as ConnectionOptions, prefix });
    const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs.filter((job) => job.data.userId === userId).map((job) => ({ name: job.name, data: job.data }));
  }

  it('creates an unverified account, answers VERIFY, and queues a verification e-mail carrying only ids', async () => {
    const email = uniqueEmail('New.Person');
    const { browser, response } = await register(registration(email.toUpperCase(), { user_type: 'seller', phone: '+371 2000 0000' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'VERIFY', message: AUTH_MESSAGES.registered });
    expect(browser.cookies.has('skins_session')).toBe(false);

    const user = await ctx.db.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(user).toMatchObject({ name: 'Ada', surname: 'Lovelace', userType: 'seller', emailVerifiedAt: null, phone: '+371 2000 0000' });
    // Check S2: argon2id with at least the OWASP parameters.
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await mailJobsFor(user.id)).toEqual([{ name: 'send-email', data: { kind: 'verify-email', userId: user.id } }]);
  });

  it('answers an existing e-mail exactly like a new one, changes nothing, and warns the owner by e-mail instead', async () => {
    const existing = await createTestUser(ctx.db);
    const { response } = await register(registration(existing.email!, { password: 'Another-pass-1', passConfirm: 'Another-pass-1' }));
    const { response: fresh } = await register(registration(uniqueEmail()));
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.body).toBe(fresh.body);
    const after = await ctx.db.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(after.passwordHash).toBe(existing.passwordHash);
    expect(await mailJobsFor(existing.id)).toEqual([{ name: 'send-email', data: { kind: 'registration-attempt', userId: existing.id } }]);
  });

  it('accepts long Unicode passwords without truncating them', async () => {
    const password = `Ää1${'ßпароль密码'.repeat(12)}`;
    const email = uniqueEmail('unicode');
    await register(registration(email, { password, passConfirm: password }));
    await ctx.db.user.update({ where: { email }, data: { emailVerifiedAt: new Date() } });
    const browser = new TestBrowser(ctx.app);
    expect((await browser.login(email, password)).json().status).toBe('OK');
    expect((await browser.login(email, `${password.slice(0, -1)}x`)).statusCode).toBe(422);
  });

  it('answers every broken rule of §5 as a field error', async () => {
    const { response } = await register({
      name: '',
      email: 'not-an-email',
      password: 'short',
      passConfirm: 'different',
      user_type: 'admin',
      accept_terms: false,
      phone: '12ab',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors).toEqual({
      name: ['The name field is required.'],
      surname: ['The surname field is required.'],
      email: ['Invalid email format'],
      password: [
        'The password must be at least 8 characters.',
        'The password must contain at least one lowercase letter, one uppercase letter and one digit.',
      ],
      passConfirm: [AUTH_MESSAGES.passwordsDoNotMatch],
      user_type: ['The user type must be buyer or seller.'],
      accept_terms: [AUTH_MESSAGES.acceptTerms],
      phone: [PHONE_MESSAGE],
    });
  });

  it('refuses a password without an uppercase letter and one without a digit', async () => {
    for (const password of ['lowercase-only-1', 'No-digits-here']) {
      const { response } = await register(registration(uniqueEmail(), { password, passConfirm: password }));
      expect(response.json().errors.password).toEqual(['The password must contain at least one lowercase letter, one uppercase letter and one digit.']);
    }
  });

  it('refuses sign-up with a clear message when the settings disable it', async () => {
    await ctx.db.setting.update({ where: { key: 'is_reg_enabled' }, data: { value: 'false' } });
    try {
      const email = uniqueEmail();
      const { response } = await register(registration(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'ERROR', message: AUTH_MESSAGES.registrationDisabled });
      expect(await ctx.db.user.count({ where: { email } })).toBe(0);
    } finally {
      await ctx.db.setting.update({ where: { key: 'is_reg_enabled' }, data: { value: 'true' } });
    }
  });
});
