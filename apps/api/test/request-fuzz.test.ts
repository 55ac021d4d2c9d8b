/**
 * No input makes the api answer 5xx. fast-check sends every route the built app registers (so a new route is
 * fuzzed without anyone listing it) hostile paths, queries and JSON bodies built from the route's own schemas'
 * field names: control characters, ids of 2^31 and beyond, lone surrogates, odd numbers, wrong types. A
 * signed-in, verified user with a valid XSRF token sends them, so they reach validation, services and the
 * database; every answer must be below 500 and an error in the §7 envelope. The staff router is fuzzed per
 * procedure with a staff token.
 */
import type { inferRouterInputs } from '@trpc/server';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../src/services/auth/api-tokens.ts';
import type { StaffRouter } from '../src/trpc/router.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { randomIp, TestBrowser } from './helpers/http-client.ts';
import { createTestUser, PASSWORD, registration } from './helpers/identity.ts';
import { startPaysageSandbox, type PaysageSandbox } from './helpers/paysage-sandbox.ts';
import { useRoutedTestApp, type RouteEntry } from './helpers/route-table.ts';
import { staffId } from './helpers/sell-orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';

/** Runs per route: about 2,000 requests in all, which keeps the file well under a minute on two cores. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
/** Only ends a hang: the requests are a fixed amount of work, which a busy machine takes minutes over. */
const FUZZ_TIMEOUT_MS = 600_000;

/** The OpenAPI page's static files are not ours to fuzz; the staff router answers in tRPC's own envelope. */
const SKIPPED = /^\/api\/docs/;
const TRPC = /^\/api\/trpc\//;

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u001f\u007f',
  'line\nbreak',
  '\uD800',
  '\u202Eevil',
  '2147483647',
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '99999999999999999999999999',
  '-1',
  '-2147483649',
  '0',
  '1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '',
  ' ',
  "' OR '1'='1",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(300),
  'EUR',
  'true',
];

const nastyString = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) }, fc.string({ maxLength: 40, unit: 'binary' }));
const nastyNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31) - 1, 1e308, -0, 0.001, 1e-7, 99999999.999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', '\u0000'), nastyString, { maxKeys: 2 }),
);

/**
 * A valid request per route where random values would stop at validation: the fuzzer then changes one or
 * two fields of it, so hostile values also reach the services and the database behind a passing schema.
 */
const SELL_ORDER = { skin_name: 'Dragonclaw Hook', quality: 'Arcana', price: 12.5, steam_link: 'https://steamcommunity.com/id/fuzz' };
const EXAMPLES: Record<string, { query?: Record<string, unknown>; body?: Record<string, unknown> }> = {
  'GET /api/items/list': { query: { search: 'hook', hero: 'Pudge', type: 'Weapon', page: '1', sort: 'asc', price_from: '1', category: 'dota2' } },
  'GET /api/localizations': { query: { lang_id: '1' } },
  'GET /api/orders/status': { query: { order_id: '1' } },
  'GET /api/email/verify': { query: { token: 'abc' } },
  'GET /auth/steam/redirect': { query: { user_type: 'buyer' } },
  'POST /api/register': { body: registration('fuzz-new@test.local') },
  'POST /api/login': { body: { username: 'fuzz@test.local', password: PASSWORD } },
  'POST /api/resendConfirmationLink': { body: { email: 'fuzz@test.local' } },
  'POST /api/user/reset-password': { body: { email: 'fuzz@test.local' } },
  'POST /api/reset-password': { body: { token: 'abc', email: 'fuzz@test.local', password: PASSWORD, password_confirmation: PASSWORD } },
  'PUT /api/user/profile': { body: { name: 'Ada', surname: 'Lovelace', phone: '+37255551234', city: 'Tallinn', address: 'Tornimäe 1', zip: '10145', country_id: 1, iban: 'EE382200221020145685' } },
  'POST /api/user/update-user-type': { body: { user_type: 'seller' } },
  'POST /api/user/change-password': { body: { current_password: 'wrong', password: PASSWORD, password_confirmation: PASSWORD } },
  'POST /api/sell-orders': { body: SELL_ORDER },
  'PUT /api/sell-orders/:id': { body: SELL_ORDER },
  'POST /api/sell-orders/:id/accept': { body: { trade_url: CHECKOUT_FORM.tradeUrl, card_number: '4200000000000000', card_holder_name: 'JOHN DOE', card_expire_date: '12/39' } },
  'POST /api/cart/add': { body: { id: 1, count: 1 } },
  'POST /api/cart/update': { body: { item_id: 1, count: 1 } },
  'POST /api/cart/remove': { body: { id: 1 } },
  'POST /api/cart/promo': { body: { code: 'WINTER10' } },
  'POST /api/orders/checkout': { body: { ...CHECKOUT_FORM } },
  'POST /api/purchase/pack': { body: { pack_id: 1 } },
  'POST /api/purchase/prompt': { body: { prompt_id: 1 } },
  'POST /api/balance/top-up': { body: { amount: 10, currency: 'EUR' } },
};

/** A valid value made hostile: a control character around it, or an integer pushed past PostgreSQL's range. */
const poisoned = (value: unknown): fc.Arbitrary<unknown> =>
  typeof value === 'string'
    ? fc.constantFrom(`${value}\u0000`, `\u0000${value}`, `${value}\u0001`, `${value}\u007f`, `${value}\uD800`, value.repeat(50))
    : typeof value === 'number'
      ? fc.constantFrom(2 ** 31, 2 ** 31 + value, 2 ** 53, -(2 ** 31) - 1, value + 0.5, String(2 ** 31))
      : nastyValue;

/** `example` with one or two of its fields replaced by hostile values. */
function mutated(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  const change = fc.constantFrom(...keys).chain((key) => fc.tuple(fc.constant(key), fc.oneof(poisoned(example[key]), nastyValue)));
  return fc.array(change, { minLength: 1, maxLength: 2 }).map((changes) => ({ ...example, ...Object.fromEntries(changes) }));
}

interface ZodLike {
  _zod?: { def: { type: string; shape?: Record<string, unknown>; in?: unknown; innerType?: unknown; options?: unknown[]; left?: unknown; right?: unknown } };
}

/** The field names a zod schema accepts (objects, and objects behind pipes, refinements, unions, wrappers). */
function fieldNames(schema: unknown): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return fieldNames(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldNames(def.innerType);
    case 'union':
      return [...new Set((def.options ?? []).flatMap(fieldNames))];
    case 'intersection':
      return [...new Set([...fieldNames(def.left), ...fieldNames(def.right)])];
    default:
      return [];
  }
}

/** A record over some of `names` (plus, sometimes, a field nobody expects). */
function recordOf(names: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = names.length ? fc.constantFrom(...names, 'unexpected') : fc.constant('unexpected');
  return fc.dictionary(keys, nastyValue, { maxKeys: 3 });
}

/** Lone surrogates cannot travel in a URL as text; their UTF-8-looking bytes still can (and must not break anything). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');

function queryString(record: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    for (const item of [value].flat()) parts.push(`${encode(key)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function fillPath(url: string, values: string[]): string {
  let index = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () => encode(values[index++ % Math.max(values.length, 1)] ?? '1'));
}

/**
 * Readiness answers 503 whenever a dependency is missing: that is its contract (a load balancer reads it),
 * and no worker runs its schedulers in this test. Its body still names what is missing.
 */
const READINESS = '/api/health/ready';

function expectNoServerError(route: RouteEntry, request: string, response: LightMyRequestResponse) {
  const where = `${route.method} ${route.url}: ${request} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (route.url === READINESS && response.statusCode === 503) {
    expect(response.json(), where).toMatchObject({ status: 'ERROR', payload: { database: 'up', redis: 'up' } });
    return;
  }
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400 && !TRPC.test(route.url)) {
    expect(response.json(), where).toMatchObject({ status: 'ERROR', code: expect.any(String), message: expect.any(String), request_id: expect.any(String) });
  }
}

type StaffInputs = inferRouterInputs<StaffRouter>;
type StaffCall<I> = { kind: 'query' | 'mutation'; input: I };

/**
 * A valid call of every staff procedure, typed against the router: a new procedure does not typecheck until
 * it is listed here, so it is fuzzed from the day it exists.
 */
const STAFF_EXAMPLES: { [R in keyof StaffInputs]: { [P in keyof StaffInputs[R]]: StaffCall<StaffInputs[R][P]> } } = {
  auth: {
    signIn: { kind: 'mutation', input: { email: 'fuzz@test.local', password: PASSWORD, device: 'fuzz' } },
    signOut: { kind: 'mutation', input: undefined },
    me: { kind: 'query', input: undefined },
  },
  sellOrders: {
    list: { kind: 'query', input: { status: 'pending' } },
    attention: { kind: 'query', input: undefined },
    show: { kind: 'query', input: { id: 1 } },
    offer: { kind: 'mutation', input: { id: 1, price: '12.50' } },
    sold: { kind: 'mutation', input: { id: 1, finalPrice: '12.50', payoutReference: 'PAY-1', reason: 'fuzz' } },
    resalePrice: { kind: 'mutation', input: { id: 1, price: '12.50' } },
    return: { kind: 'mutation', input: { id: 1, note: 'fuzz' } },
    cancel: { kind: 'mutation', input: { id: 1, note: 'fuzz' } },
  },
  orders: {
    attention: { kind: 'query', input: undefined },
    trades: { kind: 'query', input: { id: 1 } },
    unexpectedRefunds: { kind: 'query', input: undefined },
    settleUnexpectedRefund: { kind: 'mutation', input: { id: 2_000_000_000, note: 'fuzz' } },
    reconcile: { kind: 'mutation', input: { id: 1 } },
    resendReceipt: { kind: 'mutation', input: { id: 1 } },
  },
  currencies: {
    list: { kind: 'query', input: undefined },
    setRate: { kind: 'mutation', input: { code: 'USD', rate: '1.1' } },
  },
  settings: {
    set: { kind: 'mutation', input: { key: 'vat_percent', value: '20' } },
  },
  promoCodes: {
    list: { kind: 'query', input: undefined },
    create: { kind: 'mutation', input: { code: 'FUZZ10', kind: 'percent', value: '10', maxUses: 5, maxUsesPerUser: 1 } },
    disable: { kind: 'mutation', input: { code: 'FUZZ10' } },
  },
  // Ids no row has: the calls reach their handlers without moving another test's trades or orders.
  trading: {
    attention: { kind: 'query', input: undefined },
    show: { kind: 'query', input: { id: 2_000_000_000 } },
    intakes: { kind: 'query', input: undefined },
    resend: { kind: 'mutation', input: { id: 2_000_000_000 } },
    cancel: { kind: 'mutation', input: { id: 2_000_000_000, reason: 'the buyer withdrew' } },
    bots: { kind: 'query', input: undefined },
    refundOrder: { kind: 'mutation', input: { id: 2_000_000_000 } },
  },
  prompts: {
    list: { kind: 'query', input: { open: true } },
    get: { kind: 'query', input: { id: 2_000_000_000 } },
    answer: { kind: 'mutation', input: { id: 2_000_000_000, answer: 'Your concept is ready' } },
  },
};

describe('fuzzing every route (no 5xx, §7 envelope)', () => {
  // Checkout and top-up create their payment token at Paysage: its stand-in runs, as in every real setup.
  let paysage: PaysageSandbox;
  beforeAll(async () => {
    paysage = await startPaysageSandbox();
  });
  afterAll(async () => {
    await paysage?.close();
  });
  const ctx = useRoutedTestApp(() => ({ PAYSAGE_CHECKOUT_URL: `${paysage.base}/paysage`, PAYSAGE_GATEWAY_URL: `${paysage.base}/paysage` }));

  it('answers every hostile request below 500', async () => {
    const user = await createTestUser(ctx.db, { userType: 'seller' });
    const routes = ctx.routes.filter((route) => !SKIPPED.test(route.url));
    expect(routes.length).toBeGreaterThan(40);

    // Every route is fuzzed even when an earlier one fails, so one run shows every route that still breaks.
    const failures: string[] = [];
    for (const route of routes) {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const example = EXAMPLES[`${route.method} ${route.url}`] ?? {};
      const randomQuery = recordOf(fieldNames(schema.querystring));
      const randomBody = recordOf(fieldNames(schema.body));
      const input = fc.record({
        path: fc.array(fc.oneof({ weight: 3, arbitrary: nastyString }, nastyNumber.map(String), fc.constant('1')), { minLength: 1, maxLength: 3 }),
        query: example.query ? fc.oneof(mutated(example.query), randomQuery) : randomQuery,
        body: !hasBody
          ? fc.constant(undefined)
          : example.body
            ? fc.oneof({ weight: 4, arbitrary: mutated(example.body) }, { weight: 2, arbitrary: randomBody }, nastyValue)
            : fc.oneof({ weight: 4, arbitrary: randomBody }, nastyValue),
      });
      const result = await fc.check(
        fc.asyncProperty(input, async ({ path, query, body }) => {
          // A fresh session each time: a fuzzed sign-out or password change must not end the next request's.
          const browser = new TestBrowser(ctx.app, randomIp());
          await startSessionForTest(ctx.db, browser, user.id);
          const url = `${fillPath(route.url, path)}${queryString(query)}`;
          const response = await browser.send(route.method as 'POST', url, body === undefined ? undefined : JSON.stringify(body), {
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          });
          expectNoServerError(route, `${url} ${JSON.stringify(body) ?? ''}`, response);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true },
      );
      // Undo what a fuzzed request may have changed about the shared user (type, e-mail, password).
      await ctx.db.user.update({ where: { id: user.id }, data: { userType: user.userType, email: user.email, emailVerifiedAt: user.emailVerifiedAt, passwordHash: user.passwordHash } });
      if (result.failed) failures.push(`${(result.errorInstance as Error | undefined)?.message ?? String(result.errorInstance)} (seed ${result.seed})`.split('\n')[0]!);
    }
    expect(failures).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  it('answers every hostile staff call with a staff token below 500', async () => {
    const staff = await staffId(ctx.db);
    // What fuzzed calls may change and other tests read: put back afterwards.
    const [settings, currencies, started] = [await ctx.db.setting.findMany(), await ctx.db.currency.findMany(), new Date()];
    const failures: string[] = [];
    try {
      for (const [routerName, procedures] of Object.entries(STAFF_EXAMPLES)) {
        for (const [procedureName, { kind, input }] of Object.entries(procedures as Record<string, StaffCall<unknown>>)) {
          const path = `${routerName}.${procedureName}`;
          const inputs =
            input === undefined ? fc.oneof(fc.constant(undefined), nastyValue) : fc.oneof({ weight: 4, arbitrary: mutated(input as Record<string, unknown>) }, nastyValue);
          const result = await fc.check(
            fc.asyncProperty(inputs, async (value) => {
              // A fresh token each time: a fuzzed sign-out must not end the next call's.
              const token = await createApiToken(ctx.db, staff, 'fuzz');
              const json = JSON.stringify(value);
              const response = await ctx.app.inject({
                method: kind === 'query' ? 'GET' : 'POST',
                url: `/api/trpc/${path}${kind === 'query' && json !== undefined ? `?input=${encode(json)}` : ''}`,
                remoteAddress: randomIp(),
                headers: { authorization: `Bearer ${token}`, ...(kind === 'mutation' ? { 'content-type': 'application/json' } : {}) },
                ...(kind === 'mutation' && json !== undefined ? { payload: json } : {}),
              });
              expect(response.statusCode, `${path} ${json ?? ''} -> ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
            }),
            { numRuns: RUNS_PER_ROUTE, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true },
          );
          if (result.failed) failures.push(`${(result.errorInstance as Error | undefined)?.message ?? String(result.errorInstance)} (seed ${result.seed})`.split('\n')[0]!);
        }
      }
    } finally {
      await ctx.db.setting.deleteMany({ where: { key: { notIn: settings.map((setting) => setting.key) } } });
      for (const { key, value } of settings) await ctx.db.setting.update({ where: { key }, data: { value } });
      for (const { code, rate } of currencies) await ctx.db.currency.update({ where: { code }, data: { rate } });
      await ctx.db.promoCode.deleteMany({ where: { createdAt: { gte: started } } });
      await ctx.db.apiToken.deleteMany({ where: { userId: staff, name: 'fuzz' } });
    }
    expect(failures).toEqual([]);
  }, FUZZ_TIMEOUT_MS);
});
