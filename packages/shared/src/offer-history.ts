import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** One staff offer on a sell order, as it was made: amount, time and the reference price it was based on. */
export const offerHistoryEntrySchema = z.object({
  /** In the requested currency. */
  amount: z.number(),
  /** The item's 30-day median sale price when the offer was made; null when there were too few sales. */
  reference_price: z.number().nullable(),
  created_at: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
});
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>;
export const offerHistoryResponseSchema = okEnvelope(z.array(offerHistoryEntrySchema));
