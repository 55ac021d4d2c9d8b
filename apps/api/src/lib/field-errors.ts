/**
 * Turns schema validation failures into Laravel-style field errors (`{ field: ['The field ...'] }`),
 * the shape spec §7 gives for invalid input. Our shared schemas carry user-facing messages (kept as they
 * are, e.g. the spec's 'Passwords do not match'); zod's own defaults are rephrased to name the field.
 */
import type { FieldErrors } from '@skins/shared';

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string; code?: string } };
}

export function fieldErrorsFromValidation(validation: readonly ValidationItem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of validation) {
    const issuePath = item.params?.issue?.path;
    const field =
      issuePath && issuePath.length > 0
        ? issuePath.map(String).join('.')
        : (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    const message = humanise(field, item.params?.issue?.message ?? item.message ?? 'is invalid');
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** zod's own default messages; every other message was written by our schemas and is kept word for word. */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Invalid string|Invalid email address|Invalid URL|Invalid enum|Too small|Too big|Expected|Required$)/;

function humanise(field: string, message: string): string {
  if (!ZOD_DEFAULT.test(message)) return message;
  const label = field.replaceAll('_', ' ').replaceAll('.', ' ');
  if (/^Invalid input: expected .*, received undefined$/.test(message) || message === 'Required') return `The ${label} field is required.`;
  return `The ${label} is invalid: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
