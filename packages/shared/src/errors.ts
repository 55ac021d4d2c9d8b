import { z } from 'zod';

/**
 * The stable `code` of every refusal the api sends (spec §7 envelope: `{ status: 'ERROR', code, message,
 * errors? }`). Clients branch on the code, never on `message`: the message is the spec's English text and may
 * be reworded or translated without changing what a client does. A code names the reason, so several codes
 * share one HTTP status; the api maps each to its status in one place.
 */
export const API_ERROR_CODES = [
  // Generic reasons, one per HTTP status.
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  // Reasons a client reacts to on its own.
  /** 403: the XSRF token of a write did not match; the client fetches a fresh one and sends the write again. */
  'CSRF_MISMATCH',
  /** 403: the signed-in user has not verified the e-mail address yet (spec §7: redirect to verification). */
  'EMAIL_UNVERIFIED',
  /** 401: adding to the cart needs a signed-in user. */
  'LOGIN_REQUIRED',
  /** 409: the item is in the cart already (spec §5). */
  'ALREADY_IN_CART',
  /** 409: the listing was sold or withdrawn meanwhile. */
  'ITEM_UNAVAILABLE',
  /** 422: accepting an offer needs the IBAN and BIC/SWIFT in the profile. */
  'PAYMENT_DETAILS_MISSING',
  /** 409: the sell order changed status since the page loaded it. */
  'SELL_ORDER_CHANGED',
  /** 409: the seller has as many open sell orders as one may hold (SELL_ORDER_LIMITS). */
  'SELL_ORDER_LIMIT',
  /** 422: the password reset link is unknown, used or expired. */
  'INVALID_RESET_TOKEN',
  /** 401: the trader API's key is missing, malformed, unknown or revoked. */
  'API_KEY_INVALID',
  /** 403: the key's scope does not allow this (a read key that buys). */
  'API_KEY_SCOPE',
  /** 409: the user holds as many API keys as one may (TRADER_API_LIMITS.keysPerUser). */
  'API_KEY_LIMIT',
  /** 422: the balance cannot pay for this. */
  'INSUFFICIENT_FUNDS',
  /** 422: the buy needs a Steam trade URL of the buyer's own in the profile. */
  'TRADE_URL_MISSING',
  /** 409: this Idempotency-Key was used with another request body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 403: an account without a password proves its owner by a Steam sign-in of the last minutes; the client offers one. */
  'FRESH_SIGN_IN_REQUIRED',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** Codes by name, for a readable `switch` (`API_ERROR.ALREADY_IN_CART`). */
export const API_ERROR = Object.fromEntries(API_ERROR_CODES.map((code) => [code, code])) as { readonly [C in ApiErrorCode]: C };
