import { z } from 'zod';
import { isValidCheckoutPhone, PHONE_MESSAGE } from './phone.ts';
import { recordId, text } from './text.ts';
import { TRADE_URL_MESSAGES, tradeUrlProblem } from './steam.ts';

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

const required = (message: string, max = 190) => text({ error: message }).trim().min(1, message).max(max);

/**
 * POST /api/orders/checkout, both flows (spec §7). Prices in `items` are the client's view and are never
 * trusted: the server prices the cart from the database.
 */
export const checkoutBodySchema = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: 'The payment type must be card or paysage_widget.' }).default('card'),
    accept_terms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
    currency: z.string().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
    name: required(CHECKOUT_MESSAGES.name, 100),
    surname: required(CHECKOUT_MESSAGES.surname, 100),
    phone: required(CHECKOUT_MESSAGES.phone, 25).refine(isValidCheckoutPhone, PHONE_MESSAGE),
    email: required(CHECKOUT_MESSAGES.email).pipe(z.email(CHECKOUT_MESSAGES.emailFormat)),
    country: recordId(CHECKOUT_MESSAGES.country),
    country_iso: z.string().trim().length(2).optional(),
    city: required(CHECKOUT_MESSAGES.city, 100),
    address: required(CHECKOUT_MESSAGES.address, 255),
    postCode: required(CHECKOUT_MESSAGES.postCode, 20),
    steamId: required(CHECKOUT_MESSAGES.steamId, 64),
    tradeUrl: required(CHECKOUT_MESSAGES.tradeUrl, 255).refine((value) => tradeUrlProblem(value) === null, TRADE_URL_MESSAGES.format),
    saveData: z.boolean().default(false),
    test_mode: z.boolean().optional(),
    items: z
      .array(z.object({ id: recordId('The item id is invalid.'), type: text().max(20).optional(), price: z.number().optional(), quantity: z.number().optional() }))
      .optional(),
  })
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
