import { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import { text } from './text.ts';

/** What one user may hold and create: each watch is matched against every listing that changes. */
export const WATCH_LIMITS = { perUser: 50, createdPerHour: 60 } as const;

export const WATCH_MESSAGES = {
  tooMany: `You are watching ${WATCH_LIMITS.perUser} things already. Stop watching one to watch another.`,
} as const;

const optionalText = (field: string, max: number) =>
  text()
    .trim()
    .max(max, `The ${field} may not be longer than ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * POST /api/watches: watch one product's item (product_id), a hero, or a search ("Pudge, Immortal,
 * under €20"), with an optional price ceiling in the given currency.
 */
export const watchBodySchema = z
  .object({
    product_id: z.coerce.number().int().positive().optional(),
    hero: optionalText('hero', 100),
    rarity: optionalText('rarity', 40),
    search: optionalText('search', 100),
    max_price: z.coerce.number({ error: 'The price must be a number.' }).positive('The price must be above 0.').max(1_000_000).optional(),
    currency: z.string().trim().toUpperCase().length(3).optional(),
  })
  .refine((body) => body.product_id !== undefined || body.hero || body.rarity || body.search, {
    message: 'Choose an item, a hero, a rarity or words to watch.',
    path: ['hero'],
  });
export type WatchBody = z.output<typeof watchBodySchema>;
export type WatchBodyInput = z.input<typeof watchBodySchema>;

export const watchMatchSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  price: z.number(),
  matched_at: z.string(),
  /** false while the e-mail about it is still to go out. */
  mailed: z.boolean(),
  /** Still on sale (a match stays listed after it sold). */
  available: z.boolean(),
});

export const watchSchema = z.object({
  id: z.number().int(),
  /** What is watched, in words: "Pudge, Immortal, under €20.00". */
  label: z.string(),
  item_name: z.string().nullable(),
  hero: z.string().nullable(),
  rarity: z.string().nullable(),
  search: z.string().nullable(),
  max_price: z.number().nullable(),
  currency_symbol: z.string(),
  created_at: z.string(),
  matches: z.array(watchMatchSchema),
});
export type Watch = z.infer<typeof watchSchema>;
export const watchResponseSchema = okEnvelope(watchSchema);
export const watchesResponseSchema = okEnvelope(z.array(watchSchema));

export const watchUnsubscribeQuerySchema = z.object({ token: z.string().trim().min(16).max(128) });
