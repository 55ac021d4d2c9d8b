/**
 * Turns schema validation failures into Laravel-style field errors (`{ field: ['The field ...'] }`),
 * the shape spec §7 gives for invalid input. Our shared schemas carry user-facing messages; zod's own
 * defaults are rephrased so no message reads like a stack trace.
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

function humanise(field: string, message: string): string {
  if (/^The /.test(message)) return message;
  const label = field.replaceAll('_', ' ').replaceAll('.', ' ');
  if (/^Invalid input: expected .*, received undefined$/.test(message)) return `The ${label} field is required.`;
  return `The ${label} is invalid: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
