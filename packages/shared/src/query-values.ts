import { z } from 'zod';
import { text } from './text.ts';

/**
 * Query-string value parsers shared by the catalogue schemas. Query values arrive as strings; lists are
 * comma-joined (spec §7) and may also arrive as repeated parameters.
 */
export const commaList = (label: string) =>
  z
    .union([text(), z.array(text())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(100)).max(50, `The ${label} filter accepts at most 50 values.`));

/** `true`/`1` and `false`/`0`; anything else is a field error rather than a silent false. */
export const queryFlag = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `The ${label} flag must be true or false.` })
    .transform((value) => value === 'true' || value === '1');

/** A non-negative decimal amount typed by a person ("12", "12.5", "12,50"). */
export const queryAmount = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, `The ${label} must be an amount like 12.50.`));
