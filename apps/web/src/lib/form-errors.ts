import type { TranslationKey } from '@skins/shared/i18n';
import { isApiError } from './api-error.ts';
import type { Translate } from './i18n/index.ts';

/**
 * A field's problem: a text of the dictionary (the form's own checks, spec §5) or the server's own words
 * (its field errors are shown as they come, spec §8 "the server's message is shown when present").
 */
export type FieldError = { key: TranslationKey; params?: Record<string, string | number> } | { text: string };

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export function fieldErrorText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return 'text' in error ? error.text : t(error.key, error.params);
}

export interface ServerFormErrors<F extends string> {
  fields: FieldErrors<F>;
  /** The message when no field took it (or when the answer named no field): shown above the form. */
  message: string | null;
}

/**
 * Spreads an api error over a form: each server field (`steam_trade_link`, `zip`, ...) is mapped onto the
 * form's field that shows it, with its first message. Anything else becomes the form's message, or
 * `fallback` when the error is not an api error with a message of its own.
 */
export function serverFormErrors<F extends string>(error: unknown, fieldMap: Partial<Record<string, F>>, fallback: string): ServerFormErrors<F> {
  const fields: FieldErrors<F> = {};
  if (!isApiError(error)) return { fields, message: fallback };
  let unmatched = false;
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldMap[serverField];
    const first = messages[0];
    if (!first) continue;
    if (field && !fields[field]) fields[field] = { text: first };
    else if (!field) unmatched = true;
  }
  const matched = Object.keys(fields).length > 0;
  const message = !matched || unmatched ? error.message || fallback : null;
  return { fields, message };
}
