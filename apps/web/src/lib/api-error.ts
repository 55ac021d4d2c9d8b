import type { ApiErrorCode, FieldErrors } from '@skins/shared';
import type { TranslationKey } from '@skins/shared/i18n';

/** Codes the client itself produces when no error envelope came back. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  http: 'HTTP_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * The one error every api call rejects with (CONVENTIONS: one error model end to end).
 * `status` is the HTTP status, or 0 when no answer arrived (network failure, timeout).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;

  constructor(init: { status: number; code: string; message: string; fieldErrors?: FieldErrors }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** A 4xx: asking again will not change the answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when the api refused with `code` (spec §7 envelope). Screens branch on the code, never on the message
 * text, which may be reworded or translated.
 */
export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return isApiError(error) && error.code === code;
}

/** A translated, user-facing description for errors that have no screen-specific text. */
export function errorMessageKey(error: unknown): TranslationKey {
  if (!isApiError(error)) return 'errors.unknown';
  if (error.code === CLIENT_ERROR_CODES.network) return 'errors.network';
  if (error.code === CLIENT_ERROR_CODES.timeout) return 'errors.timeout';
  if (error.status === 429) return 'errors.tooManyRequests';
  if (error.status === 403) return 'errors.forbidden';
  if (error.status >= 500) return 'errors.serverError';
  return 'errors.generic';
}
