/**
 * The one error handler: every failure leaves the api as the §7 envelope
 * `{ status: 'ERROR', code, message, errors?, request_id }`. 5xx bodies never carry internal messages.
 */
import type { ApiErrorCode, ErrorEnvelope, FieldErrors } from '@skins/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataError, isPoolExhausted } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldErrorsFromValidation } from '../../lib/field-errors.ts';

/** Every refusal carries a code of the shared list (`API_ERROR_CODES`): clients branch on it, never on the text. */
type Envelope = Omit<ErrorEnvelope, 'status' | 'code'> & { code: ApiErrorCode };

/** Seconds a client should wait before trying a 503 again: a busy pool or a lost connection clears in moments. */
const RETRY_AFTER_SECONDS = '5';

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: Envelope) {
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
  return reply.code(status).send({ status: 'ERROR', ...body, request_id: request.id });
}

const BUSY = 'The service is busy. Please try again.';

const PRISMA_CODES: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  P2002: { status: 409, code: 'CONFLICT', message: 'This record already exists.' },
  P2025: { status: 404, code: 'NOT_FOUND', message: 'Not found' },
  // A transaction could not start or finish in time (a busy database): worth retrying, not our bug.
  P2028: { status: 503, code: 'UNAVAILABLE', message: BUSY },
};

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    return send(reply, request, error.status, { code: error.code, message: error.message, errors: error.fieldErrors });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = fieldErrorsFromValidation(error.validation);
    const first = Object.values(errors)[0]?.[0];
    return send(reply, request, 422, { code: 'VALIDATION', message: first ?? 'The given data was invalid.', errors });
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return send(reply, request, 500, { code: 'INTERNAL', message: 'Internal server error' });
  }

  if (isDataError(error)) {
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return send(reply, request, 422, { code: 'VALIDATION', message: 'The given data was invalid.' });
  }

  const prisma = 'code' in error && typeof error.code === 'string' ? PRISMA_CODES[error.code] : undefined;
  if (prisma) return send(reply, request, prisma.status, { code: prisma.code, message: prisma.message });

  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large, rate limit).
    const code: ApiErrorCode = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    return send(reply, request, status, { code, message: error.message });
  }

  if (isPoolExhausted(error)) {
    request.log.warn({ err: error }, 'no database connection free in time');
    return send(reply, request, 503, { code: 'UNAVAILABLE', message: BUSY });
  }

  request.log.error({ err: error }, 'unhandled error');
  const unavailable = isUnavailable(error);
  return send(reply, request, unavailable ? 503 : 500, {
    code: unavailable ? 'UNAVAILABLE' : 'INTERNAL',
    message: unavailable ? 'The service is temporarily unavailable. Please try again.' : 'Internal server error',
  });
}

/** A lost database or Redis connection is a 503 (try again), not a 500 (our bug). */
function isUnavailable(error: Error): boolean {
  const text = `${error.name} ${error.message} ${(error as { code?: unknown }).code ?? ''}`;
  // Also a deadlock or serialization failure (40P01, 40001): the same request succeeds when tried again.
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|Can't reach database|DatabaseNotReachable|Stream isn't writeable|40P01|40001|deadlock detected|could not serialize/i.test(
    text,
  );
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) =>
      send(reply, request, 404, { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
    );
  },
  { name: 'error-handler' },
);
