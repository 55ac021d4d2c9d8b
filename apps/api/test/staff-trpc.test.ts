import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createPrismaClient, type PrismaClient, type SellOrderStatus } from '@skins/db';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sha256Hex } from '../src/lib/secrets.ts';
import { createApiToken } from '../src/services/auth/api-tokens.ts';
import type { StaffRouter } from '../src/trpc/router.ts';
import { TestBrowser, randomIp } from './helpers/http-client.ts';
import { createTestUser, uniqueEmail } from './helpers/identity.ts';
import { useSandbox } from './helpers/mail-sandbox.ts';
import { mailSettingsFromEnv, smtpSender } from '../src/services/mail/mailer.ts';
import { sendSellerStepMails } from '../src/services/sell-orders/seller-step-mails.ts';
import { createPendingOrder, restoreListings } from './helpers/orders.ts';
import { ALL_STATUSES, createSeller, sellOrderIn, STAFF_EMAIL, STAFF_PASSWORD, staffId } from './helpers/sell-orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';
import { payOrderAtSandbox } from './helpers/paysage-sandbox.ts';

type Client = ReturnType<typeof createTRPCClient<StaffRouter>>;

/** The status (HTTP) and message a failed call ended with. */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError)) throw new Error(`expected a TRPCClientError, got ${String(error)}`);
  const data = error.data as { httpStatus: number; code: string; fieldErrors: Record<string, string[]> | null };
  return { status: data.httpStatus, code: data.code, message: error.message, fieldErrors: data.fieldErrors };
}

describe('the staff router over tRPC (/api/trpc)', () => {
  const prefix = `test-staff-${randomUUID()}`;
  const box = useSandbox({ worker: true, queuePrefix: prefix });
  let app: FastifyInstance;
  let db: PrismaClient;
  let base: string;
  let staff: Client;
  const touchedListings: number[] = [];

  const client = (token?: string): Client =>
    createTRPCClient<StaffRouter>({ links: [httpLink({ url: `${base}/api/trpc`, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })] });

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
    // Paysage is the sandbox's, started by useSandbox before this hook runs.
    const paysage = `${box.sandbox.base}/paysage`;
    app = await buildApp({ env: testEnv({ QUEUE_PREFIX: prefix, PAYSAGE_GATEWAY_URL: paysage, PAYSAGE_CHECKOUT_URL: paysage }), db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signedIn = await client().auth.signIn.mutate({ email: STAFF_EMAIL, password: STAFF_PASSWORD, device: 'vitest' });
    staff = client(signedIn.token);
  });
  afterAll(async () => {
    await restoreListings(db, touchedListings);
    await app?.close();
    await db?.$disconnect();
  });

  describe('signing in and who may call', () => {
    it('issues a bearer token for a staff account, stored only as its hash', async () => {
      const signedIn = await client().auth.signIn.mutate({ email: ` ${STAFF_EMAIL.toUpperCase()} `, password: STAFF_PASSWORD, device: 'laptop' });
      expect(signedIn.token).toMatch(/^skins_[\w-]{30,}$/);
      expect(new Date(signedIn.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
      expect(signedIn.user.email).toBe(STAFF_EMAIL);
      const row = await db.apiToken.findUniqueOrThrow({ where: { tokenHash: sha256Hex(signedIn.token) } });
      expect(row.name).toBe('admin-cli laptop');
      expect(await db.apiToken.count({ where: { OR: [{ tokenHash: signedIn.token }, { name: { contains: signedIn.token } }] } })).toBe(0);
      expect(await client(signedIn.token).auth.me.query()).toMatchObject({ email: STAFF_EMAIL });
    });

    it('refuses a wrong password and a customer alike (401), and bad input (400)', async () => {
      expect(await failure(client().auth.signIn.mutate({ email: STAFF_EMAIL, password: 'wrong-password' }))).toMatchObject({
        status: 401,
        message: 'These credentials do not match our records.',
      });
      const customer = await createTestUser(db, { userType: 'seller' });
      // A customer's right password must not stand out from a wrong one (staff-sign-in-attack.test.ts).
      expect(await failure(client().auth.signIn.mutate({ email: customer.email!, password: customer.password }))).toMatchObject({
        status: 401,
        message: 'These credentials do not match our records.',
      });
      const invalid = await failure(client().auth.signIn.mutate({ email: '', password: '' }));
      expect(invalid).toMatchObject({ status: 400, message: 'email: The e-mail is required.' });
      expect(invalid.fieldErrors).toEqual({ email: ['The e-mail is required.'], password: ['The password is required.'] });
    });

    it('is staff only: no token 401, a customer token 403, a staff session cookie 401, a revoked token 401', async () => {
      expect(await failure(client().sellOrders.list.query())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(await failure(client('skins_made-up').sellOrders.list.query())).toMatchObject({ status: 401 });
      const customer = await createTestUser(db, { userType: 'seller' });
      expect(await failure(client(await createApiToken(db, customer.id, 'test')).sellOrders.list.query())).toMatchObject({ status: 403, message: 'Staff only.' });

      // A browser session of a staff member is not enough: the router is exempt from XSRF checks only because it takes bearer tokens.
      const browser = new TestBrowser(app);
      await startSessionForTest(db, browser, await staffId(db));
      const viaCookie = await browser.get('/api/trpc/sellOrders.list');
      expect(viaCookie.statusCode).toBe(401);
      expect((await browser.post('/api/trpc/sellOrders.cancel', { id: 1 })).statusCode).toBe(401);

      const { token } = await client().auth.signIn.mutate({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
      expect(await client(token).auth.signOut.mutate()).toEqual({ signedOut: true });
      expect(await failure(client(token).auth.me.query())).toMatchObject({ status: 401 });
    });

    it('refuses ids past the integer range and text with NUL bytes as bad input (4xx), like the REST routes', async () => {
      expect(await failure(staff.sellOrders.show.query({ id: 2 ** 31 }))).toMatchObject({ status: 400, fieldErrors: { id: ['The id must be a positive whole number.'] } });
      expect(await failure(staff.orders.reconcile.mutate({ id: 2 ** 53 }))).toMatchObject({ status: 400 });
      expect(await failure(staff.sellOrders.cancel.mutate({ id: 1, note: 'gone\u0000' }))).toMatchObject({ status: 400, fieldErrors: { note: ['This field may not contain control characters.'] } });
      expect(await failure(staff.promoCodes.disable.mutate({ code: 'WINTER\u0000' }))).toMatchObject({ status: 400 });
      expect(await failure(staff.promoCodes.create.mutate({ code: 'BIG', kind: 'fixed', value: '1', maxUses: 2 ** 31 }))).toMatchObject({ status: 400 });
    });

    it('refuses the 11th wrong password from one address within 15 minutes (429)', async () => {
      const ip = randomIp();
      const signIn = (password: string) =>
        app.inject({ method: 'POST', url: '/api/trpc/auth.signIn', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: { email: STAFF_EMAIL, password } });
      for (let i = 0; i < 10; i++) expect((await signIn('wrong-password')).statusCode).toBe(401);
      const limited = await signIn(STAFF_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toMatch(/^Too many attempts/);
    });
  });

  describe('sell orders', () => {
    it('lists by status and shows one with its history, e-mailing the seller when an offer is made', async () => {
      const seller = await createSeller(db, { email: uniqueEmail('seller') });
      const order = await sellOrderIn(db, seller.id, 'pending');

      const offered = await staff.sellOrders.offer.mutate({ id: order.id, price: '120.50' });
      expect(offered).toMatchObject({ id: order.id, status: 'offer', statusLabel: 'Offer Available', askingEur: '150.00', offerEur: '120.50' });
      const changed = await staff.sellOrders.offer.mutate({ id: order.id, price: 125 });
      expect(changed.offerEur).toBe('125.00');

      // The seller hears of the offer as it stands, once (the step outbox; seller-mails.test.ts has the rest).
      await sendSellerStepMails(db, smtpSender(mailSettingsFromEnv(testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(box.sandbox.smtpPort) }))), 'http://localhost:5173', { quietMs: 0 });
      const mail = await box.waitForMail(seller.email!, /Your sell order: Dragonclaw Hook/);
      expect(mail.text).toContain('We offer €125.00');
      expect(mail.text).not.toContain('€120.50');
      expect(mail.links).toContain('http://localhost:5173/account?tab=sell-orders');

      const offers = await staff.sellOrders.list.query({ status: 'offer' });
      expect(offers.every((row) => row.status === 'offer')).toBe(true);
      expect(offers.find((row) => row.id === order.id)).toMatchObject({ seller: seller.email, offerEur: '125.00' });
      expect((await staff.sellOrders.list.query()).some((row) => row.id === order.id)).toBe(true);
      expect(await failure(staff.sellOrders.list.query({ status: 'shipped' as SellOrderStatus }))).toMatchObject({ status: 400 });

      const shown = await staff.sellOrders.show.query({ id: order.id });
      expect(shown).toMatchObject({ id: order.id, seller: seller.email, sellerIban: 'EE382200221020145685', sellerBicSwift: 'HABAEE2X' });
      expect(shown.history.map((event) => [event.from, event.to, event.priceEur, event.role])).toEqual([
        [null, 'pending', '150.00', 'seller'],
        ['pending', 'offer', '120.50', 'staff'],
        ['offer', 'offer', '125.00', 'staff'],
      ]);
      expect(shown.history[1]?.actor).toBe(STAFF_EMAIL);
      expect(await failure(staff.sellOrders.show.query({ id: 999_999_999 }))).toMatchObject({ status: 404, message: 'Sell order 999999999 not found' });
    });

    it('refuses an offer that is not a positive euro amount', async () => {
      const seller = await createSeller(db);
      const order = await sellOrderIn(db, seller.id, 'pending');
      for (const price of ['0', '-5', '12.345', 'ten']) {
        const refused = await failure(staff.sellOrders.offer.mutate({ id: order.id, price }));
        expect(refused.status, price).toBe(400);
        expect(refused.fieldErrors?.price, price).toBeDefined();
      }
      expect((await db.sellOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
    });

    /** DESIGN.md, written out apart from the code's table: which staff action is allowed in which status. */
    // No staff `receive`: the skin is received when the seller accepts the bot's offer (trading-intake.test.ts).
    const STAFF_ALLOWED: Record<SellOrderStatus, Array<'offer' | 'sold' | 'return' | 'cancel'>> = {
      pending: ['offer', 'cancel'],
      offer: ['offer', 'cancel'],
      accepted: ['return', 'cancel'],
      rejected: [],
      skin_received: ['sold', 'return'],
      sold: [],
      returned: [],
      cancelled: [],
    };
    const RESULT = { offer: 'offer', sold: 'sold', return: 'returned', cancel: 'cancelled' } as const;

    it('allows every staff action exactly where the state machine does, and refuses the rest with 409', async () => {
      const seller = await createSeller(db);
      for (const status of ALL_STATUSES) {
        for (const action of ['offer', 'sold', 'return', 'cancel'] as const) {
          const { id } = await sellOrderIn(db, seller.id, status);
          const call =
            action === 'offer'
              ? staff.sellOrders.offer.mutate({ id, price: '99.00' })
              : action === 'sold'
                ? staff.sellOrders.sold.mutate({ id, finalPrice: '120.00', payoutReference: `ref-${randomUUID()}` })
                : staff.sellOrders[action].mutate({ id, note: `${action} by test` });
          const allowed = STAFF_ALLOWED[status].includes(action);
          const after = () => db.sellOrder.findUniqueOrThrow({ where: { id } });
          if (allowed) {
            expect((await call).status, `${action} while ${status}`).toBe(RESULT[action]);
            expect((await after()).status).toBe(RESULT[action]);
          } else {
            const refused = await failure(call);
            expect(refused.status, `${action} while ${status}`).toBe(409);
            expect(refused.message).toMatch(/^This sell order cannot be .+ while it is .+\.$/);
            expect((await after()).status).toBe(status);
          }
        }
      }
    });

    it('records a sale with its final price and payout once', async () => {
      const seller = await createSeller(db);
      const first = await sellOrderIn(db, seller.id, 'skin_received');
      const second = await sellOrderIn(db, seller.id, 'skin_received');
      const reference = `SEPA-${randomUUID()}`;
      // Any price but the accepted €120.00 needs a reason the seller sees.
      expect(await failure(staff.sellOrders.sold.mutate({ id: first.id, finalPrice: '130', payoutReference: reference }))).toMatchObject({ status: 422, fieldErrors: { reason: [expect.stringMatching(/needs a reason/)] } });
      const sold = await staff.sellOrders.sold.mutate({ id: first.id, finalPrice: '130', payoutReference: reference, reason: 'the market rose; agreed with the seller' });
      expect(sold).toMatchObject({ status: 'sold', finalEur: '130.00', payoutReference: reference });
      expect(sold.paidOutAt).not.toBeNull();

      expect(await failure(staff.sellOrders.sold.mutate({ id: first.id, finalPrice: '140', payoutReference: `${reference}-again` }))).toMatchObject({ status: 409 });
      const reused = await failure(staff.sellOrders.sold.mutate({ id: second.id, finalPrice: '120', payoutReference: reference }));
      expect(reused).toMatchObject({ status: 409, message: `The payout reference "${reference}" is already recorded for another sell order.` });
      expect(await db.sellOrder.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ payoutReference: reference, status: 'sold' });
      expect((await db.sellOrder.findUniqueOrThrow({ where: { id: second.id } })).status).toBe('skin_received');
      expect(await failure(staff.sellOrders.sold.mutate({ id: second.id, finalPrice: '120', payoutReference: ' ' }))).toMatchObject({ status: 400 });
    });
  });

  describe('orders needing attention', () => {
    it('lists refund_required and expired pending orders, not fresh ones', async () => {
      const stuck = await createPendingOrder(db, { expiresInMs: -60_000 });
      const fresh = await createPendingOrder(db);
      const refund = await createPendingOrder(db);
      touchedListings.push(...stuck.listingIds, ...fresh.listingIds, ...refund.listingIds);
      await db.order.update({ where: { id: refund.order.id }, data: { status: 'refund_required' } });

      const attention = await staff.orders.attention.query();
      const ids = attention.map((row) => row.id);
      expect(ids).toContain(stuck.order.id);
      expect(ids).toContain(refund.order.id);
      expect(ids).not.toContain(fresh.order.id);
      expect(attention.find((row) => row.id === stuck.order.id)).toMatchObject({ status: 'pending', reason: 'still pending after it expired', amount: '12.34 EUR' });
      expect(attention.find((row) => row.id === refund.order.id)?.reason).toMatch(/refund/);
    });

    it('reconciles one order with Paysage by its tracking id, once', async () => {
      const { order, listingIds } = await createPendingOrder(db, { amountMinor: 1999n });
      touchedListings.push(...listingIds);
      // Nobody listens for its notification: only the reconciliation can settle this order.
      await payOrderAtSandbox(box.sandbox.base, order, '4200000000000000');

      const report = await staff.orders.reconcile.mutate({ id: order.id });
      expect(report).toMatchObject({ id: order.id, trackingId: order.trackingId, before: 'pending', after: 'completed' });
      expect(report.transactions).toEqual([expect.objectContaining({ status: 'successful', result: 'applied' })]);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('completed');

      const again = await staff.orders.reconcile.mutate({ id: order.id });
      expect(again).toMatchObject({ before: 'completed', after: 'completed' });
      expect(again.transactions.every((transaction) => transaction.result === 'duplicate')).toBe(true);
      expect(await failure(staff.orders.reconcile.mutate({ id: 999_999_999 }))).toMatchObject({ status: 404, message: 'Order 999999999 not found' });
    });
  });

  describe('currency rates and settings', () => {
    it('sets a rate that prices show at once, and refuses the euro, unknown codes and bad rates', async () => {
      const before = (await db.currency.findUniqueOrThrow({ where: { code: 'CHF' } })).rate.toString();
      const seller = await createSeller(db);
      await sellOrderIn(db, seller.id, 'pending');
      const browser = new TestBrowser(app);
      await startSessionForTest(db, browser, seller.id);
      // Warm the currency cache, so the new rate must be read again to show.
      expect((await browser.get('/api/sell-orders?currency=CHF')).json().payload[0].price).toBe(141.75);
      try {
        expect(await staff.currencies.setRate.mutate({ code: 'chf', rate: '1.2' })).toEqual({ code: 'CHF', previousRate: before, rate: '1.2' });
        expect((await browser.get('/api/sell-orders?currency=CHF')).json().payload[0].price).toBe(180);
        expect((await staff.currencies.list.query()).find((row) => row.code === 'CHF')?.rate).toBe('1.2');
      } finally {
        await staff.currencies.setRate.mutate({ code: 'CHF', rate: before });
      }
      expect(await failure(staff.currencies.setRate.mutate({ code: 'EUR', rate: '2' }))).toMatchObject({ status: 400, message: 'The euro is the base currency; its rate is always 1.' });
      expect(await failure(staff.currencies.setRate.mutate({ code: 'XYZ', rate: '2' }))).toMatchObject({ status: 404, message: 'Currency XYZ not found' });
      for (const rate of ['0', '-1', 'abc', '1.1234567']) {
        expect((await failure(staff.currencies.setRate.mutate({ code: 'CHF', rate }))).status, rate).toBe(422);
      }
      expect((await db.currency.findUniqueOrThrow({ where: { code: 'CHF' } })).rate.toString()).toBe(before);
    });

    it('sets allow-listed settings with their rules', async () => {
      const before = (await db.setting.findUnique({ where: { key: 'vat_percent' } }))?.value ?? '0';
      try {
        expect(await staff.settings.set.mutate({ key: 'vat_percent', value: '20' })).toEqual({ key: 'vat_percent', previousValue: before, value: '20' });
        expect((await app.inject({ method: 'GET', url: '/api/settings' })).json().payload.vat_percent).toBe(20);
      } finally {
        await staff.settings.set.mutate({ key: 'vat_percent', value: before });
      }
      expect(await failure(staff.settings.set.mutate({ key: 'vat_percent', value: '120' }))).toMatchObject({ status: 422, message: 'vat_percent must be at most 100' });
      expect(await failure(staff.settings.set.mutate({ key: 'is_reg_enabled', value: 'maybe' }))).toMatchObject({ status: 422, message: 'is_reg_enabled must be true or false' });
      expect(await failure(staff.settings.set.mutate({ key: 'support_email', value: 'nope' }))).toMatchObject({ status: 422 });
      const unknown = await failure(staff.settings.set.mutate({ key: 'paysage', value: 'x' }));
      expect(unknown.status).toBe(400);
      expect(unknown.message).toMatch(/^key: The key must be one of requisites, support_email, is_reg_enabled, min_top_up, vat_percent, google_tag, quote_margin_percent, quote_max_price, quote_min_sales, quote_excluded_qualities, quote_valid_minutes, quote_max_skins, payout_hold_days\.$/);
    });
  });
});
