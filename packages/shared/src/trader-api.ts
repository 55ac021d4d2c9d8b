import { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import { checkPriceRange, itemSchema, listFiltersSchema, listLimit } from './items.ts';
import { LIST_PAGE_SIZE_PANEL_OPEN } from './constants.ts';
import { recordId, text } from './text.ts';

/**
 * The trader API: personal API keys a signed-in user makes on the account page, and the versioned API they
 * open (`TRADER_API_PREFIX`), authenticated by `Authorization: Bearer <key>` only.
 */
export const TRADER_API_PREFIX = '/api/trader/v1';

/** What one key may do per second, how many keys a user may hold (revoked ones do not count), and how many unknown keys an address may try. */
export const TRADER_API_LIMITS = {
  readsPerSecond: 10,
  writesPerSecond: 2,
  keysPerUser: 5,
  /** Keys with an id no api process knows, per sending address and minute: each would cost a database read. */
  unknownKeysPerMinute: 30,
} as const;

export const API_KEY_SCOPES = ['read', 'read_buy'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** `sk_live_<public id: 16 hex>_<secret: 43 base64url>`; the public id names the key in lists and logs. */
export const API_KEY_PATTERN = /^sk_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
export const API_KEY_PREFIX = 'sk_live_';

export const API_KEY_NAME_MAX = 60;

/** POST /api/user/api-keys */
export const createApiKeyBodySchema = z.object({
  name: text()
    .trim()
    .min(1, 'Give the key a name.')
    .max(API_KEY_NAME_MAX, `The name may not be longer than ${API_KEY_NAME_MAX} characters.`),
  scope: z.enum(API_KEY_SCOPES, { error: 'The scope must be read or read_buy.' }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** A key as its owner sees it in the list: never its secret. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** `sk_live_<public id>`: what the key starts with, to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysResponseSchema = okEnvelope(z.array(apiKeySchema));

/** The answer to a new key: the only time `secret` (the whole key) is sent. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const createdApiKeyResponseSchema = okEnvelope(createdApiKeySchema);

export const apiKeyIdParamsSchema = z.object({ id: recordId('API key not found') });

/** Query of GET /api/trader/v1/items: the catalogue's filters and sort, paged by cursor. */
export const traderItemsQuerySchema = listFiltersSchema
  .extend({
    limit: listLimit().default(LIST_PAGE_SIZE_PANEL_OPEN),
    /** `meta.next_cursor` of the page before; the same filters and sort must be sent with it. */
    cursor: z
      .string()
      .max(200, 'Invalid cursor.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.')
      .optional(),
  })
  .superRefine(checkPriceRange);
export type TraderItemsQuery = z.output<typeof traderItemsQuerySchema>;

export const traderPageMetaSchema = z.object({
  limit: z.number().int().positive(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type TraderPageMeta = z.infer<typeof traderPageMetaSchema>;
export const traderItemsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(itemSchema), meta: traderPageMetaSchema });

export const traderItemParamsSchema = z.object({ id: recordId('Product not found') });
export const traderOrderParamsSchema = z.object({ id: recordId('Order not found') });

/** POST /api/trader/v1/orders: buy one listing with the balance. */
export const traderBuyBodySchema = z.object({
  item_id: recordId('The item_id must be a listing id.'),
});
export type TraderBuyBody = z.infer<typeof traderBuyBodySchema>;

export const IDEMPOTENCY_KEY_MAX = 128;
/** Every buy carries one: a retry with the same key and body is answered again, never bought twice. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required.' })
    .min(1, 'The Idempotency-Key header is required.')
    .max(IDEMPOTENCY_KEY_MAX, `The Idempotency-Key may not be longer than ${IDEMPOTENCY_KEY_MAX} characters.`)
    .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key may hold printable ASCII only.'),
});

export const traderBuySchema = z.object({
  order_id: z.number().int(),
  item_id: z.number().int(),
  /** What the balance paid, in euro. */
  price: z.number(),
  currency: z.literal('EUR'),
  /** The balance after the buy, in euro. */
  balance: z.number(),
  /** completed: paid; the item goes out by Steam trade offer (GET /orders/{id} follows it). */
  status: z.literal('completed'),
});
export type TraderBuy = z.infer<typeof traderBuySchema>;
export const traderBuyResponseSchema = okEnvelope(traderBuySchema);

export const traderAccountSchema = z.object({
  user_id: z.number().int(),
  balance: z.number(),
  currency: z.literal('EUR'),
  key: z.object({ name: z.string(), scope: z.enum(API_KEY_SCOPES), prefix: z.string() }),
  limits: z.object({ reads_per_second: z.number().int(), writes_per_second: z.number().int() }),
});
export const traderAccountResponseSchema = okEnvelope(traderAccountSchema);
