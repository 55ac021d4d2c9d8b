import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** The periods the price chart offers (days). */
export const PRICE_HISTORY_PERIODS = [7, 30, 90] as const;
export type PriceHistoryPeriod = (typeof PRICE_HISTORY_PERIODS)[number];

/** The reference price is the median of this many days of sales... */
export const REFERENCE_DAYS = 30;
/** ...and is only shown when at least this many sales back it (a median of two sales says little). */
export const REFERENCE_MIN_SALES = 5;

/** Query of GET /api/items/{id}/price-history. */
export const priceHistoryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'The days must be 7, 30 or 90.' })
    .refine((value): value is PriceHistoryPeriod => (PRICE_HISTORY_PERIODS as readonly number[]).includes(value), 'The days must be 7, 30 or 90.')
    .default(30),
  currency: z.string().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
  lang_id: z.coerce.number().int().positive().optional(),
});
export type PriceHistoryQuery = z.output<typeof priceHistoryQuerySchema>;

/** One day of sales of the item definition, prices in the requested currency. */
export const priceHistoryPointSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  median: z.number(),
  min: z.number(),
  max: z.number(),
  volume: z.number().int().nonnegative(),
});
export type PriceHistoryPoint = z.infer<typeof priceHistoryPointSchema>;

/** The item's 30-day median against which a listing's price is compared; null median = not enough sales. */
export const referencePriceSchema = z.object({
  median: z.number().nullable(),
  sales: z.number().int().nonnegative(),
  /** How far the listing's price is below the median, in whole percent (negative: above); null without a median. */
  percent_below: z.number().int().nullable(),
});
export type ReferencePrice = z.infer<typeof referencePriceSchema>;

export const priceHistorySchema = z.object({
  item_id: z.number().int(),
  days: z.number().int(),
  currency: z.string(),
  currency_symbol: z.string(),
  /** Median and number of sales over the whole period. */
  median: z.number().nullable(),
  volume: z.number().int().nonnegative(),
  points: z.array(priceHistoryPointSchema),
  reference: referencePriceSchema,
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
export const priceHistoryResponseSchema = okEnvelope(priceHistorySchema);

/** Query of GET /api/items/reference-prices: the listings of one catalogue page. */
export const referencePricesQuerySchema = z.object({
  ids: z
    .string({ error: 'The ids field is required.' })
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .refine((ids) => ids.length > 0 && ids.length <= 60 && ids.every((id) => Number.isInteger(id) && id > 0), 'The ids must be up to 60 product ids.'),
  currency: z.string().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
  lang_id: z.coerce.number().int().positive().optional(),
});
export const referencePricesSchema = z.array(referencePriceSchema.extend({ id: z.number().int() }));
export type ReferencePrices = z.infer<typeof referencePricesSchema>;
export const referencePricesResponseSchema = okEnvelope(referencePricesSchema);

/**
 * A price at least this many percent above its item's 30-day median is called out on the product page:
 * other copies usually sell for far less (Steam's market shows the same warning next to the buy button).
 */
export const FAR_ABOVE_MEDIAN_PERCENT = 50;

/** Whole percent by which `price` lies below `median` (negative when above). */
export function percentBelow(price: number, median: number): number {
  return Math.round(((median - price) / median) * 100);
}
