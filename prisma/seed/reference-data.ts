/** Languages with their interface strings, currencies, countries and settings. */
import { en } from '@skins/shared/i18n';
import type { PrismaClient } from '../generated/client/client.ts';
import { loadCountries, loadCurrencies, loadLanguages, loadLocalization, loadSettings } from './data-files.ts';

export async function seedLanguages(db: PrismaClient): Promise<void> {
  for (const language of loadLanguages()) {
    const fields = { code: language.code, title: language.title, isDefault: language.is_default };
    await db.language.upsert({ where: { id: language.id }, create: { id: language.id, ...fields }, update: fields });
    // English is the canonical dictionary in packages/shared; the others are translations of it.
    const strings: Record<string, string> = language.code === 'en' ? { ...en } : loadLocalization(language.code);
    const rows = Object.entries(strings).map(([key, value]) => ({ languageId: language.id, key, value }));
    await db.$transaction([
      db.translation.deleteMany({ where: { languageId: language.id } }),
      db.translation.createMany({ data: rows }),
    ]);
  }
}

export async function seedCurrencies(db: PrismaClient): Promise<void> {
  // Existing rows are left alone: staff may have set newer rates with the admin CLI.
  await db.currency.createMany({
    data: loadCurrencies().map((currency, index) => ({
      code: currency.code,
      symbol: currency.symbol,
      title: currency.title,
      rate: currency.rate,
      isDefault: currency.is_default,
      sortOrder: index,
    })),
    skipDuplicates: true,
  });
}

export async function seedCountries(db: PrismaClient): Promise<void> {
  await db.country.createMany({
    data: loadCountries().map((country) => ({ iso: country.iso, title: country.title })),
    skipDuplicates: true,
  });
}

/** Settings of spec §3. Existing values win (staff may have changed them); the paysage block comes from env. */
export async function seedSettings(db: PrismaClient): Promise<void> {
  await db.setting.createMany({
    data: Object.entries(loadSettings()).map(([key, value]) => ({ key, value: String(value) })),
    skipDuplicates: true,
  });
}
