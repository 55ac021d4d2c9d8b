/**
 * The staff router's inputs (tRPC at /api/trpc, used by the staff CLI). Messages are written for the person at
 * the command line. What each procedure answers is typed by tRPC from the router itself. The REST rules hold
 * here too: text refuses control characters (text.ts), ids and counts stop at PostgreSQL's integer range.
 */
import { z } from 'zod';
import { SELL_ORDER_STATUSES } from './sell-orders.ts';
import { SETTING_KEYS } from './settings.ts';
import { DB_INT_MAX, text } from './text.ts';

const ID_MESSAGE = 'The id must be a positive whole number.';
export const staffIdInput = z.object({ id: z.number({ error: 'The id must be a number.' }).int(ID_MESSAGE).positive(ID_MESSAGE).max(DB_INT_MAX, ID_MESSAGE) });

/** Text staff type, its limits said in words (zod's own "Too small: expected string to have >=3 characters" is not). */
const staffText = (what: string, min: number, max: number) =>
  text()
    .trim()
    .min(min, min === 1 ? `${what} is required.` : `${what} needs at least ${min} characters.`)
    .max(max, `${what} can be at most ${max} characters.`);

/** A count staff set (uses of a promo code): a positive whole number within the integer range. */
const staffCount = z.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').positive('Must be at least 1.').max(DB_INT_MAX, 'Too large.');

/** A euro amount typed by staff ("12.50"); a string so it never passes through a float. */
export const staffEuroAmount = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Must be a euro amount like 12.50.')
  .refine((value) => Number(value) > 0, 'Must be more than 0.');

export const staffSignInInput = z.object({
  email: text().trim().toLowerCase().min(1, 'The e-mail is required.').max(254, 'The e-mail can be at most 254 characters.'),
  password: z.string().min(1, 'The password is required.').max(256, 'The password can be at most 256 characters.'),
  device: text().trim().max(100, 'The device name can be at most 100 characters.').optional(),
});

export const currencyRateInput = z.object({
  code: text().trim().toUpperCase().length(3, 'The currency code has 3 letters, e.g. USD.'),
  rate: z.coerce.string().pipe(text().trim()),
});

/** The key is typed as a plain string for clients, so a CLI typo reaches the server and is answered with the allowed keys. */
export const settingInput = z.object({
  key: z.string().pipe(z.enum(SETTING_KEYS, { error: `The key must be one of ${SETTING_KEYS.join(', ')}.` })),
  value: text().max(5000, 'The value can be at most 5000 characters.'),
});

export const newPromoCodeInput = z.object({
  code: staffText('The code', 1, 40),
  kind: z.enum(['percent', 'fixed'], { error: 'The kind is percent or fixed.' }),
  value: text().trim().max(20, 'The value can be at most 20 characters.'),
  minTotalEur: text().trim().max(20, 'The minimum can be at most 20 characters.').optional(),
  startsAt: text().max(40, 'The start can be at most 40 characters.').optional(),
  endsAt: text().max(40, 'The end can be at most 40 characters.').optional(),
  maxUses: staffCount.optional(),
  maxUsesPerUser: staffCount.optional(),
});
export type NewPromoCode = z.output<typeof newPromoCodeInput>;

export const promoCodeInput = z.object({ code: staffText('The code', 1, 40) });

export const staffSellOrderFilterInput = z
  .object({ status: z.enum(SELL_ORDER_STATUSES, { error: `The status must be one of ${SELL_ORDER_STATUSES.join(', ')}.` }).optional() })
  .optional();
export const sellOrderOfferInput = staffIdInput.extend({ price: staffEuroAmount });
export const sellOrderSaleInput = staffIdInput.extend({
  finalPrice: staffEuroAmount,
  payoutReference: staffText('The payout reference', 1, 100),
  /** Required when the final price is not the price the seller accepted; the seller sees it. */
  reason: staffText('The reason', 3, 300).optional(),
});
export const sellOrderResaleInput = staffIdInput.extend({ price: staffEuroAmount });
export const sellOrderNoteInput = staffIdInput.extend({ note: staffText('The note', 1, 500).optional() });

/** A delivery staff cancel before its offer goes out (the buyer asked): the reason is in the refund and its mail. */
/** Staff settle a provider refund the shop did not expect, saying what they did about it. */
export const unexpectedRefundSettleInput = staffIdInput.extend({
  note: text().trim().min(3, 'Say what was done about it (at least 3 characters).').max(500, 'The note can be at most 500 characters.'),
});

export const tradeCancelInput = staffIdInput.extend({ reason: staffText('The reason', 3, 300) });

/** Prompts: list the open ones (or all), and answer one; the buyer reads the answer in their balance history. */
export const staffPromptFilterInput = z.object({ open: z.boolean().default(true) }).optional();
/** The answer's least length is the service's check, after the prompt is found: an unknown id is the first thing to hear. */
export const staffPromptAnswerInput = staffIdInput.extend({ answer: staffText('The answer', 1, 4000) });
export const PROMPT_ANSWER_MIN = 3;
