/**
 * The staff router's sign-in under the attack that found it to be a password oracle: one request batching
 * 200 sign-ins was evaluated whole, past any failure limit, and a customer's right password answered
 * FORBIDDEN where wrong ones answered UNAUTHORIZED. Now the router takes one call per request, every
 * sign-in is counted (per address and per account, in /api/login's counters) before its password is
 * checked, and a customer's right password answers exactly like a wrong one.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { randomIp, TestBrowser } from './helpers/http-client.ts';
import { createTestUser, uniqueEmail } from './helpers/identity.ts';

/** What a tRPC error answer tells its reader: the HTTP status, tRPC's code and the message. */
function told(response: LightMyRequestResponse) {
  const { error } = response.json() as { error: { message: string; data: { code: string; httpStatus: number } } };
  return { status: response.statusCode, code: error.data.code, message: error.message };
}

describe('staff sign-in under attack', () => {
  const ctx = useTestApp({ QUEUE_PREFIX: `test-staff-attack-${randomUUID()}` });

  const signIn = (ip: string, email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/trpc/auth.signIn', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: { email, password } });

  it('refuses a batch of 200 sign-ins as a whole, evaluating none of them', async () => {
    const customer = await createTestUser(ctx.db, { userType: 'seller' });
    const ip = randomIp();
    const guesses = Array.from({ length: 200 }, (_, index) => (index === 137 ? customer.password : `Wrong-guess-${index}`));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/trpc/${guesses.map(() => 'auth.signIn').join(',')}?batch=1`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: Object.fromEntries(guesses.map((password, index) => [index, { email: customer.email, password }])),
    });
    expect(response.statusCode).toBe(400);
    // One refusal for the request, not 200 answers of which one stands out.
    expect(Array.isArray(response.json())).toBe(false);
    expect(response.body).not.toContain('FORBIDDEN');
    // No password was checked, so none counted as a failure: the owner still signs in from that address.
    const owner = new TestBrowser(ctx.app, ip);
    expect((await owner.login(customer.email!, customer.password)).json()).toMatchObject({ status: 'OK' });
  });

  it("answers a customer's right password exactly like a wrong one and an unknown address", async () => {
    const customer = await createTestUser(ctx.db, { userType: 'seller' });
    const right = told(await signIn(randomIp(), customer.email!, customer.password));
    const wrong = told(await signIn(randomIp(), customer.email!, 'Wrong-guess-1'));
    const unknown = told(await signIn(randomIp(), uniqueEmail('nobody'), 'Wrong-guess-1'));
    expect(right).toEqual(wrong);
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'These credentials do not match our records.' });
    // Nor is a token issued for the customer.
    expect(await ctx.db.apiToken.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('checks at most 10 of 200 guesses at one account from one address, and /api/login counts them too', async () => {
    const customer = await createTestUser(ctx.db, { userType: 'seller' });
    const ip = randomIp();
    const statuses: number[] = [];
    for (let index = 0; index < 200; index++) {
      statuses.push((await signIn(ip, customer.email!, index === 150 ? customer.password : `Wrong-guess-${index}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    // The same counter as the web's sign-in: the guessed password does not work there from that address either.
    expect((await new TestBrowser(ctx.app, ip).login(customer.email!, customer.password)).statusCode).toBe(429);
    // The owner, elsewhere, is not locked out.
    expect((await new TestBrowser(ctx.app).login(customer.email!, customer.password)).json()).toMatchObject({ status: 'OK' });
  });

  it('checks at most 10 of 60 concurrent guesses', async () => {
    const customer = await createTestUser(ctx.db, { userType: 'seller' });
    const ip = randomIp();
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => signIn(ip, customer.email!, `Wrong-guess-${index}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it('counts staff sign-ins per address with /api/login: 100 in 15 minutes, whatever the accounts', async () => {
    const ip = randomIp();
    for (let index = 0; index < 50; index++) expect((await signIn(ip, uniqueEmail('spray'), 'Wrong-guess-1')).statusCode).toBe(401);
    const browser = new TestBrowser(ctx.app, ip);
    for (let index = 0; index < 50; index++) expect((await browser.login(uniqueEmail('spray'), 'Wrong-guess-1')).statusCode).toBe(422);
    expect((await signIn(ip, uniqueEmail('spray'), 'Wrong-guess-1')).statusCode).toBe(429);
    expect((await browser.login(uniqueEmail('spray'), 'Wrong-guess-1')).statusCode).toBe(429);
  });
});
