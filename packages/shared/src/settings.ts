import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** Spec §3 Settings, as the web app reads them. `min_top_up` is in the requested currency. */
export const settingsSchema = z.object({
  requisites: z.string(),
  support_email: z.string(),
  is_reg_enabled: z.boolean(),
  min_top_up: z.number(),
  vat_percent: z.number(),
  google_tag: z.string(),
  /** The payment widget: the shop's public key, test mode, and the script that defines `BeGateway`. */
  paysage: z.object({ public_key: z.string(), test_mode: z.boolean(), widget_url: z.string() }),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = okEnvelope(settingsSchema);

// ── what staff may set (the staff CLI's `config set`) ─────────────────────

/**
 * What each staff-editable setting may hold. The api reads every stored value back through the same rule
 * (apps/api/src/services/settings/setting-rules.ts), so a value staff can set is the value checkout uses.
 */
const settingAmount = (max: number) =>
  z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a number with at most 2 decimals, e.g. 10.50').refine((value) => Number(value) <= max, `must be at most ${max}`);

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d{1,6}$/, 'must be a whole number').refine((value) => Number(value) >= min && Number(value) <= max, `must be from ${min} to ${max}`);

export const SETTING_RULES = {
  requisites: z.string().max(2000, 'must be at most 2000 characters'),
  support_email: z.union([z.literal(''), z.email('must be an e-mail address (or empty)')]),
  is_reg_enabled: z.enum(['true', 'false'], { error: 'must be true or false' }),
  min_top_up: settingAmount(1_000_000),
  vat_percent: settingAmount(100),
  google_tag: z.string().max(5000, 'must be at most 5000 characters'),
  // The instant quote's rule (sell-quotes.ts); the api reads each back through its rule, with QUOTE_SETTING_DEFAULTS.
  quote_margin_percent: settingAmount(90),
  quote_max_price: settingAmount(1_000_000),
  quote_min_sales: wholeNumber(1, 1000),
  quote_excluded_qualities: z.string().max(500, 'must be at most 500 characters').regex(/^[a-z ,-]*$/i, 'must be quality names separated by commas, e.g. unusual,corrupted'),
  quote_valid_minutes: wholeNumber(1, 1440),
  quote_max_skins: wholeNumber(1, 100),
  /** Days after receipt a seller's payout falls due, per Steam app id: 0 where the game has no trade protection. */
  payout_hold_days: z.string().regex(/^(\d{1,7}:\d{1,2})(,\d{1,7}:\d{1,2})*$/, 'must be app:days pairs, e.g. 570:0,730:7'),
} as const;
export type SettingKey = keyof typeof SETTING_RULES;
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[];

/** What the instant quote's settings are until staff set them. */
export const QUOTE_SETTING_DEFAULTS = {
  quote_margin_percent: '20',
  quote_max_price: '500',
  quote_min_sales: '5',
  quote_excluded_qualities: 'unusual,corrupted,exalted,ascendant,autographed',
  quote_valid_minutes: '15',
  quote_max_skins: '30',
  payout_hold_days: '570:0,730:7',
} as const satisfies Partial<Record<SettingKey, string>>;
