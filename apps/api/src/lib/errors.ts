/**
 * One error model end to end (CONVENTIONS §3): services throw an AppError with a code of the shared list
 * (`API_ERROR_CODES`); the error handler maps it to the HTTP status and the §7 envelope. Messages are the ones
 * a user may read; clients branch on the code.
 */
import type { ApiErrorCode, FieldErrors } from '@skins/shared';

export const ERROR_STATUS = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  CSRF_MISMATCH: 403,
  EMAIL_UNVERIFIED: 403,
  LOGIN_REQUIRED: 401,
  ALREADY_IN_CART: 409,
  ITEM_UNAVAILABLE: 409,
  PAYMENT_DETAILS_MISSING: 422,
  SELL_ORDER_CHANGED: 409,
  SELL_ORDER_LIMIT: 409,
  INVALID_RESET_TOKEN: 422,
  API_KEY_INVALID: 401,
  API_KEY_SCOPE: 403,
  API_KEY_LIMIT: 409,
  INSUFFICIENT_FUNDS: 422,
  TRADE_URL_MISSING: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  FRESH_SIGN_IN_REQUIRED: 403,
} as const satisfies Record<ApiErrorCode, number>;

export type ErrorCode = ApiErrorCode;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
/** A 409; `code` names the reason when a client reacts to it (ALREADY_IN_CART, ...). */
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, message);
export const validationError = (fieldErrors: FieldErrors, message = 'The given data was invalid.', code: ErrorCode = 'VALIDATION') =>
  new AppError(code, message, fieldErrors);
