/**
 * The settings staff may change (spec §3 Settings), each with its own rule. `paysage` is not among them:
 * it comes from the environment, like every other secret-adjacent setting.
 */
import type { PrismaClient } from '@skins/db';
import { z } from 'zod';
import { validationError } from '../../lib/errors.ts';

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

export async function setSetting(db: PrismaClient, key: SettingKey, value: string) {
  const parsed = SETTING_RULES[key].safeParse(value.trim());
  if (!parsed.success) throw validationError({ value: [`${key} ${parsed.error.issues[0]?.message ?? 'is invalid'}`] }, `${key} ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  const previous = await db.setting.findUnique({ where: { key } });
  await db.setting.upsert({ where: { key }, create: { key, value: parsed.data }, update: { value: parsed.data } });
  return { key, previousValue: previous?.value ?? null, value: parsed.data };
}
