/**
 * One seller created 120 sell orders in 4 s: every one waited for staff. A seller now holds a bounded number
 * of open sell orders (pending, with an offer, or accepted and waiting for the skin), even when they are all
 * asked for at once, and creates a bounded number an hour, however many they delete.
 */
import { randomUUID } from 'node:crypto';
import { API_ERROR, OPEN_SELL_ORDER_STATUSES, SELL_ORDER_LIMITS, SELL_ORDER_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createSeller, SELL_BODY } from './helpers/sell-orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';

describe('one seller cannot flood staff with sell orders', () => {
  const ctx = useTestApp({ QUEUE_PREFIX: `test-sell-limits-${randomUUID()}` });

  async function seller() {
    const user = await createSeller(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    return { user, browser };
  }

  it('caps the open sell orders one seller holds, even when they are all sent at once', async () => {
    const { user, browser } = await seller();
    const responses = await Promise.all(Array.from({ length: SELL_ORDER_LIMITS.openPerSeller + 5 }, (_, index) => browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: `Skin ${index}` })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(SELL_ORDER_LIMITS.openPerSeller);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.map((response) => [response.statusCode, response.json().code, response.json().message])).toEqual(
      Array(5).fill([409, API_ERROR.SELL_ORDER_LIMIT, SELL_ORDER_MESSAGES.tooManyOpen]),
    );
    expect(SELL_ORDER_MESSAGES.tooManyOpen).toContain(String(SELL_ORDER_LIMITS.openPerSeller));
    expect(await ctx.db.sellOrder.count({ where: { userId: user.id } })).toBe(SELL_ORDER_LIMITS.openPerSeller);

    // Closed ones do not count: one handled (sold) makes room for another.
    const [one] = await ctx.db.sellOrder.findMany({ where: { userId: user.id }, take: 1 });
    await ctx.db.sellOrder.update({ where: { id: one!.id }, data: { status: 'sold' } });
    expect((await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: 'One more' })).statusCode).toBe(200);
    expect(await ctx.db.sellOrder.count({ where: { userId: user.id, status: { in: [...OPEN_SELL_ORDER_STATUSES] } } })).toBe(SELL_ORDER_LIMITS.openPerSeller);
  });

  it('counts only creations toward the hour: refusals at the open cap do not use it up', async () => {
    const { user, browser } = await seller();
    for (let index = 0; index < SELL_ORDER_LIMITS.openPerSeller; index++) expect((await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: `Kept ${index}` })).statusCode).toBe(200);
    // More refusals than the hour has creations left: each is the cap's answer, never the hour's.
    for (let index = 0; index < SELL_ORDER_LIMITS.createdPerHour - SELL_ORDER_LIMITS.openPerSeller + 5; index++) {
      const refused = await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: `Refused ${index}` });
      expect([refused.statusCode, refused.json().code]).toEqual([409, API_ERROR.SELL_ORDER_LIMIT]);
    }
    const [one] = await ctx.db.sellOrder.findMany({ where: { userId: user.id }, take: 1 });
    await ctx.db.sellOrder.update({ where: { id: one!.id }, data: { status: 'sold' } });
    expect((await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: 'Room again' })).statusCode).toBe(200);
  });

  it('limits how many sell orders one seller creates an hour, however many they delete', async () => {
    const { browser } = await seller();
    for (let index = 0; index < SELL_ORDER_LIMITS.createdPerHour; index++) {
      const created = await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: `Churn ${index}` });
      expect(created.statusCode, created.body).toBe(200);
      expect((await browser.send('DELETE', `/api/sell-orders/${created.json().payload.id}`)).statusCode).toBe(200);
    }
    const limited = await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: 'One too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another seller is not held back by this one.
    expect((await (await seller()).browser.post('/api/sell-orders', SELL_BODY)).statusCode).toBe(200);
  });
});
