import { z } from 'zod';
import { recordId, text } from './text.ts';
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

/**
 * What opening a pack draws from the shop's stock: one item per draw, of one of the item kinds (`classes`,
 * empty: any) and rarities (empty: any); `upgrade` swaps the rarities for better ones with a chance.
 */
export const packContentsSchema = z.object({
  draws: z
    .array(
      z.object({
        classes: z.array(z.string()),
        rarities: z.array(z.string()),
        upgrade: z.object({ chance: z.number().min(0).max(1), rarities: z.array(z.string()).min(1) }).optional(),
      }),
    )
    .min(1),
});
export type PackContents = z.infer<typeof packContentsSchema>;

export const purchasePackBodySchema = z.object({ pack_id: recordId('The pack id field is required.') });
/**
 * A prompt is the buyer's description of the design they want, one text rule like every body field. Spec §7's
 * request names only `prompt_id`, so a client that sends no text is still served: staff then ask the buyer.
 */
export const purchasePromptBodySchema = z.object({
  prompt_id: recordId('The prompt id field is required.'),
  prompt_text: text({ error: 'Describe what you want designed.' })
    .trim()
    .min(10, { error: issueText('balance.prompt.tooShort', 'Describe what you want designed in at least 10 characters.') })
    .max(1000, { error: issueText('validation.maxLength', 'The description may not be greater than 1000 characters.', { max: 1000 }) })
    .optional(),
});

/** An item a pack gave: delivered as a Steam trade offer like any bought item (its order is `order_id`). */
export const wonItemSchema = z.object({ title: z.string(), rarity: z.string().nullable(), img_url: z.string(), price: z.number() });
export const purchaseResponseSchema = z.object({
  status: z.literal('OK'),
  message: z.string(),
  payload: z.object({ purchase_id: z.number().int(), balance: z.number(), order_id: z.number().int().nullable().optional(), won: z.array(wonItemSchema).optional() }),
});

/** The balance's history: purchases (a pack's order and what it won, a prompt's text and staff's answer) and top-ups. */
export const balanceHistoryEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** item: a listing bought with the balance through the trader API. */
  type: z.enum(['pack', 'prompt', 'top_up', 'refund', 'item']),
  image_url: z.string().nullable(),
  /** Euro, always the amount itself (spec §3 shows it as '{sum} EUR'); `credit` says which way it went. */
  sum: z.number(),
  /** True when the balance received it (a top-up, a refund), false when the balance paid. */
  credit: z.boolean(),
  created_at: z.number().int(),
  order_id: z.number().int().nullable().optional(),
  won: z.array(z.string()).optional(),
  prompt_text: z.string().nullable().optional(),
  answer: z.string().nullable().optional(),
});
export type BalanceHistoryEntry = z.infer<typeof balanceHistoryEntrySchema>;
export const purchaseHistoryResponseSchema = okEnvelope(z.array(balanceHistoryEntrySchema));

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

