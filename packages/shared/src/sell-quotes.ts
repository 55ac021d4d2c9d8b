/**
 * Instant quotes: what the shop pays now for a skin of the seller's Steam inventory, built only from what the
 * shop itself knows (its own sales of the item, the copies it holds, how fast they sell, the rarity's floor),
 * with the reasons as data the web renders in the visitor's language. A skin the rule cannot price well gets
 * no quote and goes to staff, with the reason the seller sees. `quoteSkin` is the one rule; the api gathers
 * the facts and keeps the quotes (apps/api/src/services/sell-quotes/).
 *
 * Amounts inside the rule are whole euro cents, so no step rounds twice.
 */
import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** What the shop knows of one skin when it quotes (euro cents). */
export interface QuoteFacts {
  /** The catalogue item the skin is; null when the shop has never heard of it. */
  itemId: number | null;
  tradable: boolean;
  /** The copy's quality (Standard, Genuine, Inscribed, ...), from Steam's Quality tag. */
  quality: string | null;
  /** The 30-day median of the shop's own sales of the item, and how many sales it is the middle of. */
  medianCents: number | null;
  sales: number;
  /** Copies the shop holds for sale now. */
  held: number;
  /** How many days a copy took to sell, the middle of the last 30 days' sales (null with none). */
  sellDays: number | null;
  /** The cheapest 30-day sale of any item of the skin's rarity (null with none). */
  rarityFloorCents: number | null;
}

/** The rule's thresholds, staff's to change (the CLI's `settings set quote_...`). */
export interface QuoteSettings {
  /** The shop's margin on the median. */
  marginPercent: number;
  /** Above this payout a person looks (euro cents). */
  maxAutoQuoteCents: number;
  /** Fewer sales than this and the median says too little. */
  minSales: number;
  /** Copy qualities priced by people only (lower case). */
  excludedQualities: readonly string[];
  validMinutes: number;
  maxSkinsPerTrade: number;
}

/** Each copy the shop already holds lowers the price this much, up to STOCK_MAX_PERCENT. */
export const STOCK_STEP_PERCENT = 2;
export const STOCK_MAX_PERCENT = 20;
/** A copy that takes longer than SLOW_AFTER_DAYS to sell lowers the price 1 % a day more, up to SLOW_MAX_PERCENT. */
export const SLOW_AFTER_DAYS = 7;
export const SLOW_MAX_PERCENT = 15;

export const QUOTE_REASON_CODES = ['median', 'margin', 'stock', 'speed', 'floor'] as const;
export const quoteReasonSchema = z.discriminatedUnion('code', [
  /** The 30-day median of the shop's own `sales` sales. */
  z.object({ code: z.literal('median'), amount: z.number(), sales: z.number().int() }),
  z.object({ code: z.literal('margin'), percent: z.number() }),
  /** `held` copies in stock take `percent` off. */
  z.object({ code: z.literal('stock'), held: z.number().int(), percent: z.number() }),
  /** A copy sells in about `days` days; `percent` off when that is slow. */
  z.object({ code: z.literal('speed'), days: z.number(), percent: z.number() }),
  /** The price was raised to the rarity's floor (its cheapest recent sale, less the margin). */
  z.object({ code: z.literal('floor'), amount: z.number() }),
]);
export type QuoteReason = z.infer<typeof quoteReasonSchema>;

export const NO_QUOTE_REASONS = ['not_tradable', 'unknown_item', 'excluded_quality', 'too_few_sales', 'above_threshold'] as const;
export type NoQuoteReason = (typeof NO_QUOTE_REASONS)[number];

export type QuoteResult = { priceCents: number; reasons: QuoteReason[] } | { noQuote: NoQuoteReason; reasons: QuoteReason[] };

const percentOff = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

/** The one rule: facts and settings -> a price with its reasons, or no quote and why. Amounts in euro cents. */
export function quoteSkin(facts: QuoteFacts, settings: QuoteSettings): QuoteResult {
  if (!facts.tradable) return { noQuote: 'not_tradable', reasons: [] };
  if (facts.itemId === null) return { noQuote: 'unknown_item', reasons: [] };
  if (facts.quality && settings.excludedQualities.includes(facts.quality.toLowerCase())) return { noQuote: 'excluded_quality', reasons: [] };
  if (facts.medianCents === null || facts.sales < settings.minSales) {
    return { noQuote: 'too_few_sales', reasons: facts.medianCents === null ? [] : [{ code: 'median', amount: facts.medianCents, sales: facts.sales }] };
  }
  const reasons: QuoteReason[] = [{ code: 'median', amount: facts.medianCents, sales: facts.sales }, { code: 'margin', percent: settings.marginPercent }];
  const stockPercent = Math.min(facts.held * STOCK_STEP_PERCENT, STOCK_MAX_PERCENT);
  reasons.push({ code: 'stock', held: facts.held, percent: stockPercent });
  const slowPercent = facts.sellDays === null ? 0 : Math.min(Math.max(Math.ceil(facts.sellDays) - SLOW_AFTER_DAYS, 0), SLOW_MAX_PERCENT);
  if (facts.sellDays !== null) reasons.push({ code: 'speed', days: Math.round(facts.sellDays * 10) / 10, percent: slowPercent });

  let price = percentOff(facts.medianCents, Math.min(settings.marginPercent + stockPercent + slowPercent, 100));
  const floor = facts.rarityFloorCents === null ? null : Math.min(percentOff(facts.rarityFloorCents, settings.marginPercent), percentOff(facts.medianCents, settings.marginPercent));
  if (floor !== null && price < floor) {
    price = floor;
    reasons.push({ code: 'floor', amount: floor });
  }
  if (price > settings.maxAutoQuoteCents) return { noQuote: 'above_threshold', reasons };
  if (price < 1) return { noQuote: 'too_few_sales', reasons };
  return { priceCents: price, reasons };
}

// ── the wire ──────────────────────────────────────────────────────────────

/** The payout terms shown before accepting (amounts in the requested currency). */
export const payoutTermsSchema = z.object({
  /** `iban`: the bank account of the profile, shown by its last four characters; null when the profile has none. */
  method: z.literal('iban'),
  account_ending: z.string().nullable(),
  fee: z.number(),
  /** Days after receipt the payout falls due: 0 for a game without Steam's trade protection. */
  due_days_after_receipt: z.number().int(),
  /** What the same skins would bring on the Steam Community Market after its fee, for comparison. */
  steam_fee_percent: z.number(),
});
export type PayoutTerms = z.infer<typeof payoutTermsSchema>;

export const sellQuoteSchema = z.object({
  /** Null for a skin with no quote (nothing to accept: it goes to staff). */
  id: z.number().int().nullable(),
  asset_id: z.string(),
  name: z.string(),
  rarity: z.string().nullable(),
  quality: z.string().nullable(),
  tradable: z.boolean(),
  price: z.number().nullable(),
  /** Amounts inside are in the requested currency. */
  reasons: z.array(quoteReasonSchema),
  no_quote: z.enum(NO_QUOTE_REASONS).nullable(),
  /** What the same skin would net on Steam's Market at the shop's median, after Steam's fee (null without one). */
  steam_net: z.number().nullable(),
  valid_until: z.string().nullable(),
});
export type SellQuote = z.infer<typeof sellQuoteSchema>;

export const sellQuotesSchema = z.object({
  quotes: z.array(sellQuoteSchema),
  max_skins: z.number().int(),
  payout: payoutTermsSchema,
  currency_symbol: z.string(),
});
export type SellQuotes = z.infer<typeof sellQuotesSchema>;
export const sellQuotesResponseSchema = okEnvelope(sellQuotesSchema);

/** Steam's own fee on a Dota 2 Market sale (5 % Steam + 10 % the game). */
export const STEAM_MARKET_FEE_PERCENT = 15;

/** The most quotes one accept may name, whatever the setting says (one Steam offer stays reasonable). */
export const MAX_SKINS_PER_TRADE = 100;

/** POST /api/sell-orders/quotes/accept: the quotes ticked, and where the bot's offer goes. */
export const acceptQuotesBodySchema = z.object({
  quote_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_SKINS_PER_TRADE),
  trade_url: z.string().trim().min(1).max(300),
  currency: z.string().trim().toUpperCase().length(3).optional(),
});
export type AcceptQuotesBody = z.output<typeof acceptQuotesBodySchema>;

export const DROPPED_REASONS = ['expired', 'not_in_inventory', 'not_tradable', 'already_sold', 'no_quote'] as const;
export const acceptQuotesResultSchema = z.object({
  /** The sell orders the accept made (or had made: accepting again answers the same). */
  sell_order_ids: z.array(z.number().int()),
  trade_id: z.number().int().nullable(),
  total: z.number(),
  dropped: z.array(z.object({ quote_id: z.number().int(), name: z.string(), reason: z.enum(DROPPED_REASONS) })),
});
export type AcceptQuotesResult = z.infer<typeof acceptQuotesResultSchema>;
export const acceptQuotesResponseSchema = okEnvelope(acceptQuotesResultSchema);
