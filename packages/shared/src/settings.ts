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

export const SETTING_RULES = {
  requisites: z.string().max(2000, 'must be at most 2000 characters'),
  support_email: z.union([z.literal(''), z.email('must be an e-mail address (or empty)')]),
  is_reg_enabled: z.enum(['true', 'false'], { error: 'must be true or false' }),
  min_top_up: settingAmount(1_000_000),
  vat_percent: settingAmount(100),
  google_tag: z.string().max(5000, 'must be at most 5000 characters'),
} as const;
export type SettingKey = keyof typeof SETTING_RULES;
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[];
