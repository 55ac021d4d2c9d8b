/**
 * The instant quote's settings as staff set them (`settings set quote_...`), each read back through the rule
 * that accepted it (packages/shared/src/settings.ts), with QUOTE_SETTING_DEFAULTS where staff set none.
 */
import type { Db } from '@skins/db';
import { QUOTE_SETTING_DEFAULTS, SETTING_RULES, type QuoteSettings } from '@skins/shared';

type QuoteSettingKey = keyof typeof QUOTE_SETTING_DEFAULTS;

/** Dota 2's Steam app id: the game the shop trades. */
export const DOTA2_APP_ID = 570;

export interface QuoteRules extends QuoteSettings {
  /** Days after receipt the payout falls due, per Steam app id (0: at receipt). */
  payoutHoldDays: (appId: number) => number;
}

export async function readQuoteSettings(db: Db): Promise<QuoteRules> {
  const keys = Object.keys(QUOTE_SETTING_DEFAULTS) as QuoteSettingKey[];
  const rows = await db.setting.findMany({ where: { key: { in: keys } } });
  const value = (key: QuoteSettingKey) => {
    const stored = rows.find((row) => row.key === key)?.value;
    return stored !== undefined && SETTING_RULES[key].safeParse(stored).success ? stored : QUOTE_SETTING_DEFAULTS[key];
  };
  const holds = new Map(value('payout_hold_days').split(',').map((pair) => pair.split(':').map(Number) as [number, number]));
  return {
    marginPercent: Number(value('quote_margin_percent')),
    maxAutoQuoteCents: Math.round(Number(value('quote_max_price')) * 100),
    minSales: Number(value('quote_min_sales')),
    excludedQualities: value('quote_excluded_qualities').split(',').map((quality) => quality.trim().toLowerCase()).filter(Boolean),
    validMinutes: Number(value('quote_valid_minutes')),
    maxSkinsPerTrade: Number(value('quote_max_skins')),
    // A game nobody set a window for is taken to have Steam's 7-day protection, the safe side.
    payoutHoldDays: (appId) => holds.get(appId) ?? 7,
  };
}
