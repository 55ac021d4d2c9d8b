/**
 * One error model end to end (CONVENTIONS §3), in tRPC's terms: a service's AppError keeps its message and
 * becomes the tRPC code of the same HTTP status; invalid input names its fields; anything unexpected is an
 * INTERNAL_SERVER_ERROR whose message never leaves the server.
 */
import type { FieldErrors } from '@skins/shared';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { isDataError, isPoolExhausted } from '../lib/db-errors.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';

const CODES: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  VALIDATION: 'UNPROCESSABLE_CONTENT',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  CSRF_MISMATCH: 'FORBIDDEN',
  EMAIL_UNVERIFIED: 'FORBIDDEN',
  LOGIN_REQUIRED: 'UNAUTHORIZED',
  ALREADY_IN_CART: 'CONFLICT',
  ITEM_UNAVAILABLE: 'CONFLICT',
  PAYMENT_DETAILS_MISSING: 'UNPROCESSABLE_CONTENT',
  SELL_ORDER_CHANGED: 'CONFLICT',
  SELL_ORDER_LIMIT: 'CONFLICT',
  INVALID_RESET_TOKEN: 'UNPROCESSABLE_CONTENT',
  API_KEY_INVALID: 'UNAUTHORIZED',
  API_KEY_SCOPE: 'FORBIDDEN',
  API_KEY_LIMIT: 'CONFLICT',
  INSUFFICIENT_FUNDS: 'UNPROCESSABLE_CONTENT',
  TRADE_URL_MISSING: 'UNPROCESSABLE_CONTENT',
  IDEMPOTENCY_KEY_REUSED: 'CONFLICT',
  FRESH_SIGN_IN_REQUIRED: 'FORBIDDEN',
};

const PRISMA: Record<string, { code: TRPC_ERROR_CODE_KEY; message: string }> = {
  P2002: { code: 'CONFLICT', message: 'This record already exists.' },
  P2025: { code: 'NOT_FOUND', message: 'Not found' },
  P2028: { code: 'SERVICE_UNAVAILABLE', message: 'The service is busy. Please try again.' },
};

export const INTERNAL_MESSAGE = 'Internal server error';

/** Prisma's "no record" (P2025) of a findUniqueOrThrow. */
export function isRecordNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2025';
}

/** The error a procedure failed with, in the form the client should see (the REST error handler's rules). */
export function toTRPCError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof AppError) return new TRPCError({ code: CODES[cause.code], message: cause.message, cause });
  const prismaCode = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  const prisma = prismaCode ? PRISMA[prismaCode] : undefined;
  if (prisma) return new TRPCError({ ...prisma, cause });
  // A value the database refused as data is the caller's mistake; a full pool is busy, not broken.
  if (isDataError(cause)) return new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: 'The given data was invalid.', cause });
  if (isPoolExhausted(cause)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is busy. Please try again.', cause });
  return error;
}

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

function issuesOf(cause: unknown): Issue[] | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : null;
}

/** Field errors of an input that failed its schema, or of an AppError that carries them. */
export function fieldErrorsOf(error: TRPCError): FieldErrors | undefined {
  if (error.cause instanceof AppError) return error.cause.fieldErrors;
  const issues = issuesOf(error.cause);
  if (!issues) return undefined;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.') || 'input';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The message the client shows: the first field problem for invalid input, nothing internal for a crash. */
export function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  const fields = issuesOf(error.cause) ? fieldErrorsOf(error) : undefined;
  const [field, messages] = Object.entries(fields ?? {})[0] ?? [];
  return field && messages?.[0] ? `${field}: ${messages[0]}` : error.message;
}
