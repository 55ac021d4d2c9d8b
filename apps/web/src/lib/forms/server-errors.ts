import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api-error.ts';

/**
 * Spreads an api refusal over a form (spec §8: the server's message is shown when present): each server
 * field (`steam_trade_link`, `zip`, ...) goes to the form field `fieldMap` names, with its first message;
 * a field shows it until it is edited. `message` is for above the form: the api's own when no field took it
 * (or some field was not on the form), `fallback` when the error carries no message, else null.
 */
export function applyServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  fieldMap: Partial<Record<string, FieldPath<V>>>,
  fallback: string,
): { message: string | null; fields: ReadonlySet<FieldPath<V>> } {
  const placed = new Set<FieldPath<V>>();
  if (!isApiError(error)) return { message: fallback, fields: placed };
  let unmatched = false;
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldMap[serverField];
    const first = messages[0];
    if (!first) continue;
    if (!field) unmatched = true;
    else if (!placed.has(field)) {
      placed.add(field);
      setError(field, { type: 'server', message: first });
    }
  }
  return { message: placed.size === 0 || unmatched ? error.message || fallback : null, fields: placed };
}
