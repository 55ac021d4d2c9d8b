/**
 * What each staff-editable setting may hold (spec §3 Settings), and the one way each is read back. The
 * rule that accepts a value when staff set it is the rule that reads it everywhere it is used, so a value
 * the settings answer shows is the value checkout charges (issue 10.5: vat_percent 100 was accepted,
 * shown, and read as 0 by the cart).
 */
import type { Db } from '@skins/db';
import { z } from 'zod';

const amount = (max: number) =>
  z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a number with at most 2 decimals, e.g. 10.50').refine((value) => Number(value) <= max, `must be at most ${max}`);

export const SETTING_RULES = {
  requisites: z.string().max(2000, 'must be at most 2000 characters'),
  support_email: z.union([z.literal(''), z.email('must be an e-mail address (or empty)')]),
  is_reg_enabled: z.enum(['true', 'false'], { error: 'must be true or false' }),
  min_top_up: amount(1_000_000),
  vat_percent: amount(100),
  google_tag: z.string().max(5000, 'must be at most 5000 characters'),
} as const;
export type SettingKey = keyof typeof SETTING_RULES;
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[];

/** A stored decimal setting (vat_percent, min_top_up) as its exact text; missing or invalid -> '0'. */
export function decimalSetting(key: 'vat_percent' | 'min_top_up', stored: string | undefined): string {
  if (stored === undefined) return '0';
  return SETTING_RULES[key].safeParse(stored).success ? stored : '0';
}

/** The VAT rate checkout charges and every answer shows, e.g. '20' or '12.5'. */
export async function readVatPercent(db: Db): Promise<string> {
  return decimalSetting('vat_percent', (await db.setting.findUnique({ where: { key: 'vat_percent' } }))?.value);
}
