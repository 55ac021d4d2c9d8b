/**
 * The OpenAPI documents, generated from the routes' zod schemas: the shop's (page at /api/docs, for staff in
 * production) and the trader API's (page at <TRADER_API_PREFIX>/docs, public: it is what traders build on).
 * Each document leaves out the other's routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TRADER_API_LIMITS, TRADER_API_PREFIX } from '@skins/shared';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operatorAccess } from '../app/operator-access.ts';

type Transform = typeof jsonSchemaTransform;
const isTraderRoute = (url: string) => url === TRADER_API_PREFIX || url.startsWith(`${TRADER_API_PREFIX}/`);
/** The routes `keep` says, shaped by jsonSchemaTransform; the rest hidden. */
const only =
  (keep: (url: string) => boolean): Transform =>
  (input) => {
    const shaped = jsonSchemaTransform(input);
    return keep(input.url) ? shaped : { ...shaped, schema: { ...shaped.schema, hide: true } };
  };

const TRADER_DESCRIPTION = `Personal API keys are made on the account page (API keys tab), scoped \`read\` or \`read_buy\`, and shown once.
Send one as \`Authorization: Bearer sk_live_...\` on every request; nothing else signs a request in here (no cookie, no query parameter), and a key signs in nowhere else.

**Limits, per key:** ${TRADER_API_LIMITS.readsPerSecond} reads a second, ${TRADER_API_LIMITS.writesPerSecond} buys a second (at most ${TRADER_API_LIMITS.keysPerUser} keys per user). Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds); past the limit the answer is 429 \`RATE_LIMITED\` with \`Retry-After\`. An address that sends more than ${TRADER_API_LIMITS.unknownKeysPerMinute} unknown or revoked keys in a minute is refused the same way until its minute is over (a key the api is already serving may still answer).

**Paging:** \`GET /items\` answers \`meta.next_cursor\`; send it as \`cursor\` with the same filters and sort for the next page (null: the last page). Listing ids are stable: the id of a listing is the \`item_id\` to buy.

**Buying:** \`POST /orders\` pays from the balance and sends the item by Steam trade offer to the trade URL in your profile. \`Idempotency-Key\` is required: the same key with the same body answers the first answer again (never a second buy); with another body it is refused (409 \`IDEMPOTENCY_KEY_REUSED\`). A refused buy charges nothing and may be retried with its key.

**Errors** are \`{ "status": "ERROR", "code", "message", "errors"? }\`; branch on \`code\`: \`API_KEY_INVALID\` (401: missing, malformed, unknown or revoked key), \`API_KEY_SCOPE\` (403), \`RATE_LIMITED\` (429), \`VALIDATION\` (422, with \`errors\` per field), \`NOT_FOUND\` (404), \`ITEM_UNAVAILABLE\` (409: sold or reserved), \`INSUFFICIENT_FUNDS\` (422), \`TRADE_URL_MISSING\` (422), \`IDEMPOTENCY_KEY_REUSED\` (409), \`UNAVAILABLE\` (503: try again).`;

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Skins marketplace API',
          description: 'The wire contract of spec §7. Answers use the envelope `{ status, payload, meta?, message? }`.',
          version: '1.0.0',
        },
        tags: [
          { name: 'system', description: 'Health and operations' },
          { name: 'catalogue', description: 'Products, categories and filters' },
          { name: 'cart', description: 'The signed-in buyer\'s cart (one of each item)' },
          { name: 'orders', description: 'Checkout, order status and history' },
          { name: 'payments', description: 'Paysage notifications' },
          { name: 'balance', description: 'Packs, prompts, purchases and balance top-ups' },
          { name: 'content', description: 'Static pages, languages, currencies, countries, settings' },
          { name: 'auth', description: 'Sign-up, sign-in (e-mail and Steam), sessions, CSRF cookie, e-mail links' },
          { name: 'account', description: "The signed-in user's profile, account type, password and trader API keys" },
          { name: 'sell-orders', description: "A seller's sell orders: submit, edit, delete, accept or reject staff's offer" },
        ],
      },
      transform: only((url) => !isTraderRoute(url)),
    });
    await app.register(swagger, {
      decorator: 'traderSwagger',
      openapi: {
        info: { title: 'Skins trader API', description: TRADER_DESCRIPTION, version: '1' },
        components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A personal API key, sk_live_...' } } },
        tags: [{ name: 'trader', description: 'Catalogue, price history, buying with the balance, delivery state' }],
      },
      transform: only(isTraderRoute),
    });
    // In production the page and the document are for staff (plugins/app/operator-access.ts), not the public.
    const access = operatorAccess(app);
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true }, uiHooks: { onRequest: access.require } });
    // swagger-ui reads `app.swagger()`; its transformSpecification hands out the trader document instead.
    await app.register(async (docs) => {
      await docs.register(swaggerUi, {
        routePrefix: `${TRADER_API_PREFIX}/docs`,
        uiConfig: { docExpansion: 'list', deepLinking: true },
        transformSpecificationClone: false,
        transformSpecification: () => (app as unknown as { traderSwagger: () => Record<string, unknown> }).traderSwagger(),
      });
    });
  },
  { name: 'openapi' },
);
