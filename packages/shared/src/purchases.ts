import { z } from 'zod';
import { recordId } from './text.ts';
import { okEnvelope } from './envelope.ts';

export const shopProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  currency_symbol: z.string(),
});
export const shopProductsResponseSchema = okEnvelope(z.array(shopProductSchema));

export const purchasePackBodySchema = z.object({ pack_id: recordId('The pack id field is required.') });
export const purchasePromptBodySchema = z.object({ prompt_id: recordId('The prompt id field is required.') });
export const purchaseResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ purchase_id: z.number().int(), balance: z.number() }) });

export const purchaseHistoryResponseSchema = okEnvelope(
  z.array(z.object({ id: z.number().int(), title: z.string(), type: z.enum(['pack', 'prompt']), image_url: z.string().nullable(), sum: z.number(), created_at: z.number().int() })),
);

/** POST /api/balance/top-up: the amount in the chosen currency. */
export const topUpBodySchema = z.object({
  amount: z.coerce
    .number({ error: 'The amount field is required.' })
    .positive('The amount must be greater than 0.')
    .max(100_000, 'The amount may not be greater than 100000.')
    .transform((value) => value.toFixed(2)),
  currency: z.string().trim().toUpperCase().length(3).optional(),
});
