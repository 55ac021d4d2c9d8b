/**
 * The settings staff may change (spec §3 Settings), each with its own rule. `paysage` is not among them:
 * it comes from the environment, like every other secret-adjacent setting.
 */
import type { PrismaClient } from '@skins/db';
import { validationError } from '../../lib/errors.ts';
import { SETTING_RULES, type SettingKey } from './setting-rules.ts';

export { SETTING_KEYS, type SettingKey } from './setting-rules.ts';

export async function setSetting(db: PrismaClient, key: SettingKey, value: string) {
  const parsed = SETTING_RULES[key].safeParse(value.trim());
  if (!parsed.success) throw validationError({ value: [`${key} ${parsed.error.issues[0]?.message ?? 'is invalid'}`] }, `${key} ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  const previous = await db.setting.findUnique({ where: { key } });
  await db.setting.upsert({ where: { key }, create: { key, value: parsed.data }, update: { value: parsed.data } });
  return { key, previousValue: previous?.value ?? null, value: parsed.data };
}
