import { z } from 'zod';
import { recordId } from './text.ts';
import { okEnvelope } from './envelope.ts';
import { issueText } from './i18n/issue-text.ts';
import { formatPrice } from './money.ts';

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

/** The typed top-up amount: digits with at most two decimals, a comma taken as the decimal point. */
export function parseTopUpAmount(text: string): number | null {
  const value = text.trim().replace(',', '.');
  return /^\d{1,6}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/**
 * The top-up form: the amount as typed, at least the minimum (settings.min_top_up, already in the chosen
 * currency) and more than 0; it parses to the body's amount with two decimals.
 */
export function topUpFormSchema(minimum: number, symbol: string) {
  const floor = Math.max(minimum, 0.01);
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: issueText('validation.required') })
      .transform((text, ctx) => {
        const amount = parseTopUpAmount(text);
        if (amount === null) {
          ctx.addIssue({ code: 'custom', message: issueText('validation.invalidNumber')() });
          return z.NEVER;
        }
        if (amount < floor) {
          ctx.addIssue({ code: 'custom', message: issueText('validation.topUpMin', undefined, { amount: formatPrice(floor, symbol) })() });
          return z.NEVER;
        }
        return amount.toFixed(2);
      }),
  });
}

