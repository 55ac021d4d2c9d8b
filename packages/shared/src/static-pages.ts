import { z } from 'zod';
import { text } from './text.ts';
import { okEnvelope } from './envelope.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/** Spec §3 Static page; the kind flags are 1/0 on the wire. */
export const staticPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  is_terms: flag,
  is_privacy: flag,
  is_buyer_terms: flag,
  is_seller_terms: flag,
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** The list leaves out the page bodies (the footer needs titles and links only). */
export const staticPageSummarySchema = staticPageSchema.omit({ content: true });
export type StaticPageSummary = z.infer<typeof staticPageSummarySchema>;

export const staticPagesResponseSchema = okEnvelope(z.array(staticPageSummarySchema));
export const staticPageResponseSchema = okEnvelope(staticPageSchema);
export const staticPageParamsSchema = z.object({ id: text().trim().min(1).max(200) });
