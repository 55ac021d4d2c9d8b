/**
 * One error model end to end (CONVENTIONS §3): services throw an AppError with a code; the error handler
 * maps it to the HTTP status and the §7 envelope. Messages are the ones a user may read.
 */
import type { FieldErrors } from '@skins/shared';

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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const validationError = (fieldErrors: FieldErrors, message = 'The given data was invalid.') =>
  new AppError('VALIDATION', message, fieldErrors);
