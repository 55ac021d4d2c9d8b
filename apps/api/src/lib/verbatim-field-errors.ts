/**
 * The identity forms' messages are fixed by the spec (§5: 'Passwords do not match', 'Please accept the terms
 * and privacy policy', 'Invalid email format', ...) and the web form shows the same ones from the same
 * shared schemas. The app's error handler rephrases any message not starting with "The" as
 * "The <field> is invalid: ...", which would garble them; routes that use these messages install this
 * handler, which keeps them word for word and hands everything else to the app's handler unchanged.
 */
import { AUTH_MESSAGES, PHONE_MESSAGE, TRADE_URL_MESSAGES } from '@skins/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { handleError } from '../plugins/app/error-handler.ts';
import { fieldErrorsFromValidation } from './field-errors.ts';

const VERBATIM = new Set<string>([
  AUTH_MESSAGES.passwordsDoNotMatch,
  AUTH_MESSAGES.acceptTerms,
  'Invalid email format',
  PHONE_MESSAGE,
  TRADE_URL_MESSAGES.format,
]);

export function verbatimErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) return handleError(error, request, reply);
  const errors: Record<string, string[]> = {};
  for (const item of error.validation) {
    const [field, messages] = Object.entries(fieldErrorsFromValidation([item]))[0] ?? ['body', []];
    const raw = item.message;
    (errors[field] ??= []).push(...(raw && VERBATIM.has(raw) ? [raw] : messages));
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return reply.code(422).send({ status: 'ERROR', code: 'VALIDATION', message: first, errors, request_id: request.id });
}
