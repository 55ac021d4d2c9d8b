import { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import type { TranslationKey } from './i18n/en.ts';
import { issueText } from './i18n/issue-text.ts';
import { isValidCheckoutPhone, PHONE_MESSAGE } from './phone.ts';
import { isSteamId64, STEAM_ID_MESSAGES, TRADE_URL_ISSUES, TRADE_URL_MESSAGES, tradeUrlNamesAccount, tradeUrlProblem } from './steam.ts';
import { DB_INT_MAX, recordId, text } from './text.ts';

/** Orders: the checkout that creates one (spec §2 Checkout, §7), its status while paid, and the history. */

/** The spec's statuses, and after the provider confirmed refunds (DESIGN.md Payments) refunded / partly_refunded. */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'canceled', 'refund_required', 'refunded', 'partly_refunded'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const orderStatusQuerySchema = z.object({
  order_id: recordId('No order ID provided'),
  /** The checkout answer's status_token: enough on its own, so a buyer whose session ended still sees the result. */
  status_token: text().max(128).optional(),
});
export const orderCancelBodySchema = z.object({
  order_id: recordId('No order ID provided'),
});

/** GET /api/orders/status: what the processing page polls (spec §4 Processing page). */
export const orderStatusResponseSchema = z.object({
  status: z.literal('OK'),
  order: z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), message: z.string().nullable(), amount: z.number(), currency: z.string() }),
});

/** Spec §3 Order history row: one per item; created_at in seconds since the epoch. */
export const orderHistoryRowSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  title: z.string(),
  img_url: z.string(),
  category: z.string(),
  sum: z.number(),
  count: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.number().int(),
  /** What the whole order charged (after promo discount and VAT), in `currency`; the same on each of its rows. */
  order_amount: z.number().optional(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;
export const orderHistoryResponseSchema = okEnvelope(z.array(orderHistoryRowSchema));

export type OrderDisplayStatus = { label: 'Successfully' | 'Canceled' | 'Failed' | 'Pending' | 'Processing' | 'Refunded' | 'Partly refunded'; color: 'green' | 'red' | 'orange' | 'blue' | 'grey' };

/**
 * Spec §4 Order history display status, for each status an order can have (no other text ever arrives). The
 * refund statuses are beyond the spec: shown as what the provider confirmed, never as 'Processing'.
 */
const DISPLAY_STATUS: Record<OrderStatusName, OrderDisplayStatus> = {
  completed: { label: 'Successfully', color: 'green' },
  canceled: { label: 'Canceled', color: 'red' },
  failed: { label: 'Failed', color: 'red' },
  refund_required: { label: 'Failed', color: 'red' },
  pending: { label: 'Pending', color: 'orange' },
  processing: { label: 'Processing', color: 'blue' },
  refunded: { label: 'Refunded', color: 'grey' },
  partly_refunded: { label: 'Partly refunded', color: 'grey' },
};

export function orderDisplayStatus(status: OrderStatusName): OrderDisplayStatus {
  return DISPLAY_STATUS[status];
}

// ── checkout ──────────────────────────────────────────────────────────────

/** Spec §5 Checkout messages, word for word. */
export const CHECKOUT_MESSAGES = {
  name: 'First name is required',
  surname: 'Last name is required',
  phone: 'Phone number is required',
  email: 'Email is required',
  country: 'Country is required',
  city: 'City is required',
  address: 'Address is required',
  postCode: 'Postal code is required',
  steamId: 'Steam ID is required',
  tradeUrl: TRADE_URL_MESSAGES.required,
  emailFormat: 'Invalid email format',
  terms: 'Please agree to the terms and conditions to proceed',
  purchaseFailed: 'Purchase failed',
} as const;

export const PAYMENT_TYPES = ['card', 'paysage_widget'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A required field: the §5 message is the dictionary's text of `key` (the api says it in English). */
const required = (key: TranslationKey, apiText: string, max = 190) => {
  const error = issueText(key, apiText);
  return text({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: issueText('validation.maxLength', `The field may not be greater than ${max} characters.`, { max }) });
};
const countryError = issueText('validation.countryRequired', CHECKOUT_MESSAGES.country);
const tradeUrlFormat = TRADE_URL_ISSUES.format;

/** The buyer's fields of the checkout modal (spec §3 Checkout form, §5 Checkout). */
const checkoutFields = {
  name: required('validation.firstNameRequired', CHECKOUT_MESSAGES.name, 100),
  surname: required('validation.lastNameRequired', CHECKOUT_MESSAGES.surname, 100),
  // The checkout's own rule (spec §5, §9): optional plus, digits and spaces, 8 to 15 characters.
  phone: required('validation.phoneRequired', CHECKOUT_MESSAGES.phone, 25).refine(isValidCheckoutPhone, { error: issueText('validation.invalidPhone', PHONE_MESSAGE) }),
  email: required('validation.emailRequired', CHECKOUT_MESSAGES.email).pipe(z.email({ error: issueText('validation.invalidEmail', CHECKOUT_MESSAGES.emailFormat) })),
  country: z.coerce.number({ error: countryError }).int({ error: countryError }).positive({ error: countryError }).max(DB_INT_MAX, { error: countryError }),
  city: required('validation.cityRequired', CHECKOUT_MESSAGES.city, 100),
  address: required('validation.addressRequired', CHECKOUT_MESSAGES.address, 255),
  postCode: required('validation.postalCodeRequired', CHECKOUT_MESSAGES.postCode, 20),
  steamId: required('validation.steamIdRequired', CHECKOUT_MESSAGES.steamId, 64).refine(isSteamId64, { error: issueText('validation.steamIdFormat', STEAM_ID_MESSAGES.format) }),
  tradeUrl: required('validation.tradeUrlRequired', CHECKOUT_MESSAGES.tradeUrl, 255).refine((value) => tradeUrlProblem(value) === null, {
    error: issueText(tradeUrlFormat.key, TRADE_URL_MESSAGES.format, tradeUrlFormat.params),
  }),
  saveData: z.boolean().default(false),
};

/**
 * The items go to one Steam account: the trade URL must be the Steam ID's (its partner is the SteamID64 minus
 * 76561197960265728). Checked once both are well-formed. A Steam-signed buyer's trade URL must also be their
 * own (the checkout service's rule, the profile's), which makes the Steam ID theirs too.
 */
const namesOneSteamAccount = (fields: { steamId: string; tradeUrl: string }) => tradeUrlNamesAccount(fields.tradeUrl, fields.steamId);
const ONE_STEAM_ACCOUNT = {
  path: ['tradeUrl'],
  error: issueText('validation.tradeUrlNotSteamId', TRADE_URL_MESSAGES.notSteamId),
  when: ({ value }: { value: unknown }) => {
    const { steamId, tradeUrl } = (value ?? {}) as { steamId?: unknown; tradeUrl?: unknown };
    return typeof steamId === 'string' && isSteamId64(steamId.trim()) && typeof tradeUrl === 'string' && tradeUrlProblem(tradeUrl.trim()) === null;
  },
};

/** The checkout modal's form checks its fields with this, the api the same fields of the body. */
export const checkoutFieldsSchema = z.object(checkoutFields).refine(namesOneSteamAccount, ONE_STEAM_ACCOUNT);
export type CheckoutFieldsInput = z.input<typeof checkoutFieldsSchema>;

/**
 * POST /api/orders/checkout, both flows (spec §7). Prices in `items` are the client's view and are never
 * trusted: the server prices the cart from the database.
 */
export const checkoutBodySchema = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: 'The payment type must be card or paysage_widget.' }).default('card'),
    accept_terms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
    currency: z.string().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
    ...checkoutFields,
    country_iso: z.string().trim().length(2).optional(),
    test_mode: z.boolean().optional(),
    items: z
      .array(z.object({ id: recordId('The item id is invalid.'), type: text().max(20).optional(), price: z.number().optional(), quantity: z.number().optional() }))
      .optional(),
  })
  .refine(namesOneSteamAccount, ONE_STEAM_ACCOUNT)
  .transform((body) => ({ ...body, email: body.email.toLowerCase() }));
export type CheckoutBody = z.output<typeof checkoutBodySchema>;
export type CheckoutInput = z.input<typeof checkoutBodySchema>;

/**
 * The widget flow's answer. The server created the Paysage checkout token (token mode), so amount,
 * currency, tracking id, return URLs and notification_url are fixed at the provider; the page opens the
 * widget with `checkout_url` and `token` alone. The other fields (spec §7) are for display.
 */
export const widgetCheckoutResponseSchema = z.object({
  status: z.literal('OK'),
  order_id: z.number().int(),
  /** Major units with two decimals; the widget is given amount x 100. */
  amount: z.number(),
  amount_minor: z.number().int(),
  currency: z.string(),
  tracking_id: z.string(),
  notification_url: z.string(),
  description: z.string(),
  token: z.string(),
  checkout_url: z.string(),
  test_mode: z.boolean(),
  /** Lets the result pages read this order's status without a session (GET /orders/status). */
  status_token: z.string(),
});
export const cardCheckoutResponseSchema = z.object({
  status: z.literal('OK'),
  message: z.string(),
  order_id: z.number().int(),
  redirect_url: z.string(),
  status_token: z.string(),
});
export const checkoutResponseSchema = z.union([widgetCheckoutResponseSchema, cardCheckoutResponseSchema]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Headers of POST /api/orders/checkout: a retry with the same Idempotency-Key gets the first answer. */
export const checkoutHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });
