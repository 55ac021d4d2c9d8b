import type { Db } from '@skins/db';
import { convertFromEur, type Settings } from '@skins/shared';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { decimalSetting } from './setting-rules.ts';

export interface PaymentWidgetSettings {
  publicKey: string;
  testMode: boolean;
  widgetUrl: string;
}

/** Spec §3 Settings with the §9 defaults; `min_top_up` is scaled by the requested currency's rate. */
export async function getSettings(db: Db, paysage: PaymentWidgetSettings, currencyCode?: string): Promise<Settings> {
  const [rows, currency] = await Promise.all([db.setting.findMany(), resolveCurrency(db, currencyCode)]);
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const amount = (key: 'vat_percent' | 'min_top_up') => decimalSetting(key, value(key));
  return {
    requisites: value('requisites') ?? '',
    support_email: value('support_email') ?? '',
    is_reg_enabled: value('is_reg_enabled') === 'true',
    min_top_up: convertFromEur(amount('min_top_up'), currency.rate),
    vat_percent: Number(amount('vat_percent')),
    google_tag: value('google_tag') ?? '',
    paysage: { public_key: paysage.publicKey, test_mode: paysage.testMode, widget_url: paysage.widgetUrl },
  };
}
