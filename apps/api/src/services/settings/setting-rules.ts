/**
 * What each staff-editable setting may hold (spec §3 Settings), and the one way each is read back. The
 * rule that accepts a value when staff set it is the rule that reads it everywhere it is used, so a value
 * the settings answer shows is the value checkout charges (a vat_percent of 100 was once
 * accepted, shown, and read as 0 by the cart).
 */
import type { Db } from '@skins/db';

import { SETTING_RULES } from '@skins/shared/settings';

export { SETTING_KEYS, SETTING_RULES, type SettingKey } from '@skins/shared/settings';

/** A stored decimal setting (vat_percent, min_top_up) as its exact text; missing or invalid -> '0'. */
export function decimalSetting(key: 'vat_percent' | 'min_top_up', stored: string | undefined): string {
  if (stored === undefined) return '0';
  return SETTING_RULES[key].safeParse(stored).success ? stored : '0';
}

/** The VAT rate checkout charges and every answer shows, e.g. '20' or '12.5'. */
export async function readVatPercent(db: Db): Promise<string> {
  return decimalSetting('vat_percent', (await db.setting.findUnique({ where: { key: 'vat_percent' } }))?.value);
}
