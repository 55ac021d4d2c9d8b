import { z } from 'zod';

/**
 * The building blocks of every request field a person or a client types. Text refuses control characters:
 * PostgreSQL's text cannot hold NUL (a query with one fails, which answered 500), and no form field means to
 * carry the others. Tab, line feed and carriage return stay allowed (pasted addresses). The C1 controls
 * (U+0080-U+009F) are refused with DEL: no text means them, and a terminal obeys some (U+009B opens an escape
 * sequence, as ESC [ does), so a name could rewrite what staff's terminal shows. The bidirectional
 * embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are refused too: they reorder
 * the text shown around them, so a name or a watch could read one way and be another, in a page, a mail
 * or staff's terminal. The marks LRM, RLM and ALM stay allowed (right-to-left names use them). Ids stop at
 * PostgreSQL's integer range, so a larger one is a field error rather than a failed query.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const CONTROL_CHARACTER_MESSAGE = 'This field may not contain control characters.';

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** `z.string()` that refuses control characters; chain `.trim()`, `.min()`, `.max()` as usual. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE);

/** The largest value of a PostgreSQL `integer` column (every id in the schema). */
export const DB_INT_MAX = 2_147_483_647;

/** A record id from a path, query or body ("12" or 12), positive and within the integer range. */
export const recordId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(DB_INT_MAX, message);
