import type { SellOrderStatus } from '@skins/db';
import { AUTH_MESSAGES, SELL_ORDER_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { createApiToken } from '../src/services/auth/api-tokens.ts';
import { makeOffer } from '../src/services/sell-orders/staff-actions.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser } from './helpers/identity.ts';
import { ACCEPT_BODY, ALL_STATUSES, CARD_NUMBER, createSeller, SELL_BODY, sellOrderIn, staffId } from './helpers/sell-orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';

describe('sell orders over REST (spec §7 sell-orders/*)', () => {
  const ctx = useTestApp();

  async function signedIn(user: { id: number }) {
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    return browser;
  }

  async function sellerBrowser(options: Parameters<typeof createSeller>[1] = {}) {
    const seller = await createSeller(ctx.db, options);
    return { seller, browser: await signedIn(seller) };
  }

  const CALLS = [
    ['GET', '/api/sell-orders'],
    ['POST', '/api/sell-orders'],
    ['PUT', '/api/sell-orders/1'],
    ['DELETE', '/api/sell-orders/1'],
    ['POST', '/api/sell-orders/1/accept'],
    ['POST', '/api/sell-orders/1/reject'],
  ] as const;

  it('answers 401 to the signed-out and 403 "Seller Access Required" to buyers, on every call', async () => {
    const anonymous = new TestBrowser(ctx.app);
    await anonymous.csrf();
    const buyer = await signedIn(await createTestUser(ctx.db, { userType: 'buyer' }));
    const undecided = await signedIn(await createTestUser(ctx.db, { userType: null }));
    for (const [method, url] of CALLS) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : SELL_BODY;
      const out = await anonymous.send(method, url, body);
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      expect(out.json().message).toBe(AUTH_MESSAGES.unauthenticated);
      for (const browser of [buyer, undecided]) {
        const refused = await browser.send(method, url, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ status: 'ERROR', message: SELL_ORDER_MESSAGES.sellerOnly });
      }
    }
  });

  it('creates, lists (own only, newest first), edits and deletes a sell order', async () => {
    const { seller, browser } = await sellerBrowser();
    const other = await sellerBrowser();
    await other.browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: 'Not yours' });

    const created = await browser.post('/api/sell-orders', { ...SELL_BODY, currency: 'EUR', lang_id: 1, unknown: 'ignored' });
    expect(created.statusCode).toBe(200);
    const order = created.json().payload;
    expect(created.json()).toMatchObject({
      status: 'OK',
      payload: {
        skin_name: 'Dragonclaw Hook',
        quality: 'Immortal',
        price: 150,
        admin_price: null,
        final_price: null,
        status: 'pending',
        status_label: 'Pending',
        steam_link: SELL_BODY.steam_link,
        currency_code: 'EUR',
        currency_symbol: '€',
        card_number: null,
      },
    });
    const second = (await browser.post('/api/sell-orders', { ...SELL_BODY, skin_name: 'Manifold Paradox' })).json().payload;

    const list = await browser.get('/api/sell-orders');
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.map((row: { id: number }) => row.id)).toEqual([second.id, order.id]);

    const edited = await browser.put(`/api/sell-orders/${order.id}`, { ...SELL_BODY, skin_name: 'Dragonclaw Hook (edited)', price: 99.5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().payload).toMatchObject({ id: order.id, skin_name: 'Dragonclaw Hook (edited)', price: 99.5, status: 'pending' });

    const deleted = await browser.send('DELETE', `/api/sell-orders/${order.id}`);
    expect(deleted.json()).toEqual({ status: 'OK', message: 'Sell order deleted successfully' });
    expect(await ctx.db.sellOrder.findUnique({ where: { id: order.id } })).toBeNull();
    expect((await browser.get('/api/sell-orders')).json().payload.map((row: { id: number }) => row.id)).toEqual([second.id]);
    expect(await ctx.db.sellOrder.count({ where: { userId: seller.id } })).toBe(1);
  });

  it('takes the price in the chosen currency, keeps it in euro and answers in the requested currency', async () => {
    const { browser } = await sellerBrowser();
    const created = await browser.post('/api/sell-orders', { ...SELL_BODY, price: 108.5, currency: 'usd' });
    expect(created.json().payload).toMatchObject({ price: 108.5, currency_code: 'USD', currency_symbol: '$' });
    const row = await ctx.db.sellOrder.findUniqueOrThrow({ where: { id: created.json().payload.id } });
    expect(row.priceEur.toFixed(2)).toBe('100.00');
    expect(row.currency).toBe('USD');
    const inEuro = await browser.get('/api/sell-orders?currency=EUR');
    expect(inEuro.json().payload[0]).toMatchObject({ price: 100, currency_code: 'EUR' });
    const unknown = await browser.get('/api/sell-orders?currency=XXX');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: 'Invalid currency code', errors: { currency: ['Invalid currency code'] } });
  });

  it('answers invalid input with Laravel-style field errors (422)', async () => {
    const { browser } = await sellerBrowser();
    const empty = await browser.post('/api/sell-orders', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      status: 'ERROR',
      code: 'VALIDATION',
      errors: {
        skin_name: ['The skin name field is required.'],
        quality: ['The selected quality is invalid.'],
        steam_link: ['The steam link field is required.'],
      },
    });
    expect(empty.json().errors.price).toBeDefined();
    const bad = await browser.post('/api/sell-orders', { ...SELL_BODY, quality: 'Shiny', price: 0, steam_link: 'steam' });
    expect(bad.json().errors).toEqual({
      quality: ['The selected quality is invalid.'],
      price: ['The price must be at least 0.01.'],
      steam_link: ['The steam link must be a valid URL.'],
    });
    const { seller } = await sellerBrowser();
    const order = await sellOrderIn(ctx.db, seller.id, 'pending');
    const own = await signedIn(seller);
    expect((await own.put(`/api/sell-orders/${order.id}`, { ...SELL_BODY, skin_name: '' })).json().errors).toEqual({ skin_name: ['The skin name field is required.'] });
  });

  it("hides another seller's orders: 404 on every call by id, and nothing changes", async () => {
    const { seller } = await sellerBrowser();
    const { browser: stranger } = await sellerBrowser();
    for (const status of ['pending', 'offer'] as const) {
      const order = await sellOrderIn(ctx.db, seller.id, status);
      for (const [method, url] of CALLS.slice(2)) {
        const body = method === 'DELETE' ? undefined : url.endsWith('accept') ? ACCEPT_BODY : SELL_BODY;
        const out = await stranger.send(method, url.replace('/1', `/${order.id}`), body);
        expect(out.statusCode, `${method} ${url} (${status})`).toBe(404);
        expect(out.json().message).toBe(SELL_ORDER_MESSAGES.notFound);
      }
      expect((await ctx.db.sellOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(status);
    }
    expect((await stranger.get('/api/sell-orders')).json().payload).toEqual([]);
    expect((await stranger.send('DELETE', '/api/sell-orders/not-a-number')).statusCode).toBe(404);
    expect((await stranger.post('/api/sell-orders/999999999/reject')).statusCode).toBe(404);
  });

  /** Spec §4 and DESIGN.md: a seller edits or deletes only while pending without an offer, answers only an offer. */
  const SELLER_ALLOWED: Record<SellOrderStatus, Array<'edit' | 'delete' | 'accept' | 'reject'>> = {
    pending: ['edit', 'delete'],
    offer: ['accept', 'reject'],
    accepted: [],
    rejected: [],
    skin_received: [],
    sold: [],
    returned: [],
    cancelled: [],
  };

  it('allows every seller action exactly where the state machine does, and refuses the rest with 409', async () => {
    const { seller, browser } = await sellerBrowser();
    for (const status of ALL_STATUSES) {
      for (const action of ['edit', 'delete', 'accept', 'reject'] as const) {
        const order = await sellOrderIn(ctx.db, seller.id, status);
        const url = `/api/sell-orders/${order.id}`;
        const out =
          action === 'edit'
            ? await browser.put(url, SELL_BODY)
            : action === 'delete'
              ? await browser.send('DELETE', url)
              : await browser.post(`${url}/${action}`, action === 'accept' ? ACCEPT_BODY : { currency: 'EUR' });
        const allowed = SELLER_ALLOWED[status].includes(action);
        expect(out.statusCode, `${action} while ${status}`).toBe(allowed ? 200 : 409);
        const after = await ctx.db.sellOrder.findUnique({ where: { id: order.id } });
        if (!allowed) {
          expect(out.json().message).toMatch(/^This sell order cannot be .+ while it is .+\.$/);
          expect(after?.status).toBe(status);
        } else if (action === 'delete') {
          expect(after).toBeNull();
        } else {
          expect(after?.status).toBe({ edit: 'pending', accept: 'accepted', reject: 'rejected' }[action]);
          expect(out.json().payload.status).toBe(after?.status);
        }
      }
    }
  });

  it('accepts an offer with a trade URL and a card: answers the card masked and stores only its last four digits', async () => {
    const { seller, browser } = await sellerBrowser();
    const order = await sellOrderIn(ctx.db, seller.id, 'offer');
    const accepted = await browser.post(`/api/sell-orders/${order.id}/accept`, { ...ACCEPT_BODY, currency: 'EUR' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().payload).toMatchObject({
      status: 'accepted',
      status_label: 'Accepted',
      admin_price: 120,
      trade_url: ACCEPT_BODY.trade_url,
      card_number: '•••• •••• •••• 4242',
      card_holder_name: 'Ana Seller',
      card_expire_date: '12/39',
    });
    expect(accepted.body).not.toContain('4242424242424242');
    const row = await ctx.db.sellOrder.findUniqueOrThrow({ where: { id: order.id }, include: { events: true } });
    expect(row.cardLast4).toBe('4242');
    expect(JSON.stringify(row)).not.toContain(CARD_NUMBER.replaceAll(' ', ''));
    expect(row.events.at(-1)).toMatchObject({ actorId: seller.id, actorRole: 'seller', fromStatus: 'offer', toStatus: 'accepted' });
    expect((await browser.get('/api/sell-orders')).json().payload[0].card_number).toBe('•••• •••• •••• 4242');
  });

  it('refuses bad payout details with the spec messages, a CVV outright, and a seller without IBAN and BIC', async () => {
    const { seller, browser } = await sellerBrowser();
    const order = await sellOrderIn(ctx.db, seller.id, 'offer');
    const accept = (body: Record<string, unknown>) => browser.post(`/api/sell-orders/${order.id}/accept`, body);

    const bad = await accept({ trade_url: 'https://example.com/trade', card_number: '4242', card_holder_name: 'Al', card_expire_date: '13/39' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      card_number: ['Card number must be between 13 and 19 digits'],
      card_holder_name: ['Please enter a valid name'],
      card_expire_date: ['Invalid month'],
    });
    expect(bad.json().errors.trade_url[0]).toMatch(/^Invalid Steam trade URL format/);
    expect((await accept({ ...ACCEPT_BODY, card_number: '4242 4242 4242 4241' })).json().errors).toEqual({ card_number: ['Card number is not valid'] });
    expect((await accept({ ...ACCEPT_BODY, card_expire_date: '01/20' })).json().errors).toEqual({ card_expire_date: ['Card has expired'] });
    expect((await accept({ ...ACCEPT_BODY, card_expire_date: '1239' })).json().errors).toEqual({ card_expire_date: ['Format must be MM/YY'] });
    expect((await accept({})).json().errors).toMatchObject({ trade_url: ['Trade URL is required'], card_number: ['Please provide complete payment information'] });

    const cvv = await accept({ ...ACCEPT_BODY, cvv: '123' });
    expect(cvv.statusCode).toBe(422);
    expect(cvv.json().errors.cvv[0]).toMatch(/Do not send the card security code/);
    expect((await accept({ ...ACCEPT_BODY, card_cvc: '123' })).json().errors.card_cvc).toBeDefined();

    await ctx.db.user.update({ where: { id: seller.id }, data: { bicSwift: null } });
    const missing = await accept(ACCEPT_BODY);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'PAYMENT_DETAILS_MISSING', message: 'Missing Payment Information' });
    expect((await ctx.db.sellOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('offer');
  });

  it('rejects an offer (with or without a body), once', async () => {
    const { seller, browser } = await sellerBrowser();
    const order = await sellOrderIn(ctx.db, seller.id, 'offer');
    const rejected = await browser.send('POST', `/api/sell-orders/${order.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().payload).toMatchObject({ id: order.id, status: 'rejected', status_label: 'Rejected', admin_price: 120 });
    const again = await browser.post(`/api/sell-orders/${order.id}/reject`, { currency: 'EUR' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This sell order cannot be rejected while it is Rejected.');
  });

  it('a staff offer made meanwhile stops an edit and a delete (409), and the seller sees the offer', async () => {
    const { seller, browser } = await sellerBrowser();
    const order = await sellOrderIn(ctx.db, seller.id, 'pending');
    await makeOffer(ctx.db, await staffId(ctx.db), order.id, '80.00');
    expect((await browser.put(`/api/sell-orders/${order.id}`, SELL_BODY)).statusCode).toBe(409);
    expect((await browser.send('DELETE', `/api/sell-orders/${order.id}`)).statusCode).toBe(409);
    const [listed] = (await browser.get('/api/sell-orders?currency=GBP')).json().payload;
    expect(listed).toMatchObject({ id: order.id, status: 'offer', status_label: 'Offer Available', admin_price: 67.6, currency_code: 'GBP' });
  });

  it('needs the XSRF token on cookie-authenticated writes; a bearer token needs none', async () => {
    const { seller, browser } = await sellerBrowser();
    const forged = await browser.post('/api/sell-orders', SELL_BODY, { xsrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF_MISMATCH', message: AUTH_MESSAGES.csrfMismatch });
    const order = await sellOrderIn(ctx.db, seller.id, 'offer');
    for (const [method, url] of [
      ['PUT', `/api/sell-orders/${order.id}`],
      ['DELETE', `/api/sell-orders/${order.id}`],
      ['POST', `/api/sell-orders/${order.id}/accept`],
      ['POST', `/api/sell-orders/${order.id}/reject`],
    ] as const) {
      expect((await browser.send(method, url, method === 'DELETE' ? undefined : ACCEPT_BODY, { xsrf: false })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.db.sellOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('offer');
    expect(await ctx.db.sellOrder.count({ where: { userId: seller.id } })).toBe(1);

    const token = await createApiToken(ctx.db, seller.id, 'test client');
    const viaToken = await ctx.app.inject({ method: 'POST', url: '/api/sell-orders', headers: { authorization: `Bearer ${token}` }, payload: SELL_BODY });
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json().payload.status).toBe('pending');
  });
});
