/**
 * Sign-up limits: per address and per IP, each with a window a person can wait out, and the
 * refusal says how long. Checked as they stand before anything was changed.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { randomIp, TestBrowser } from './helpers/http-client.ts';
import { registration, uniqueEmail } from './helpers/identity.ts';

describe('sign-up limits', () => {
  const ctx = useTestApp({ QUEUE_PREFIX: `test-register-limits-${randomUUID()}` });

  it('refuses the 4th sign-up for one address within the hour, from any IP, and says when to try again', async () => {
    const email = uniqueEmail('again');
    const statuses: number[] = [];
    let refusal: LightMyRequestResponse | undefined;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const browser = new TestBrowser(ctx.app, randomIp());
      await browser.csrf();
      const response = await browser.post('/api/register', registration(email));
      statuses.push(response.statusCode);
      refusal = response;
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    const wait = Number(refusal!.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refusal!.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/) });

    // Another address from the same place is not held back by this one.
    const other = new TestBrowser(ctx.app, randomIp());
    await other.csrf();
    expect((await other.post('/api/register', registration(uniqueEmail('other')))).statusCode).toBe(200);
  });

  it('refuses the 11th sign-up from one IP within the hour (REGISTER_PER_IP_PER_HOUR), whatever the addresses', async () => {
    const browser = new TestBrowser(ctx.app, randomIp());
    await browser.csrf();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await browser.post('/api/register', registration(uniqueEmail(`spray-${index}`)))).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another address is not held back by this one.
    const other = new TestBrowser(ctx.app, randomIp());
    await other.csrf();
    expect((await other.post('/api/register', registration(uniqueEmail('elsewhere')))).statusCode).toBe(200);
  });
});
