import { z } from 'zod';

/**
 * The wire envelopes of spec §7: every answer is `{ status, payload?, meta?, message? }`,
 * and every error carries `errors: { field: [messages] }` when it is about input.
 */
export const okStatus = z.literal('OK');

export function okEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ status: okStatus, payload });
}

export const pageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  /** true when `total` is a planner estimate rather than an exact count (very large result sets). */
  total_is_estimate: z.boolean(),
  /**
   * Present when the pages reach fewer matches than `total` (deep pages are capped): the pages show the
   * first `reachable_total` matches in the chosen order, and narrower filters reach the rest.
   */
  reachable_total: z.number().int().nonnegative().optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ status: okStatus, payload: z.array(item), meta: pageMetaSchema });
}

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelopeSchema = z.object({
  status: z.literal('ERROR'),
  message: z.string(),
  /** One of API_ERROR_CODES (errors.ts); read as any string, so a code added later never breaks an older client. */
  code: z.string(),
  errors: fieldErrorsSchema.optional(),
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
