import { z } from 'zod';
import { recordId } from './text.ts';
import { okEnvelope } from './envelope.ts';

export const languageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  default: z.union([z.literal(0), z.literal(1)]),
});
export type Language = z.infer<typeof languageSchema>;
export const languagesResponseSchema = okEnvelope(z.array(languageSchema));

export const localizationsQuerySchema = z.object({
  lang_id: recordId('The lang id must be a number.').optional(),
});
/** Key-to-text map of the interface strings in one language (English where a key has no translation). */
export const localizationsResponseSchema = okEnvelope(z.record(z.string(), z.string()));
