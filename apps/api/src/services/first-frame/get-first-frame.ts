import type { Db } from '@skins/db';
import type { FirstFrame } from '@skins/shared';
import { listCurrencies } from '../content/reference-lists.ts';
import { listStaticPages } from '../content/static-pages.ts';
import { getLocalizations, listLanguages } from '../i18n/get-localizations.ts';
import { resolveLanguageId } from '../i18n/resolve-language.ts';
import { getSettings, type PaymentWidgetSettings } from '../settings/get-settings.ts';

export interface FirstFrameLocale {
  /** A language id as the visitor's web app would ask in it; unknown or inactive means the default. */
  langId: number | undefined;
  /** A currency code likewise; unknown means the default. */
  currency: string | undefined;
}

/** The language and currency a first frame is answered in, as the startup's calls resolve them. */
export async function resolveFirstFrameLocale(db: Db, requested: FirstFrameLocale): Promise<{ langId: number; currency: string | undefined }> {
  const langId = await resolveLanguageId(db, requested.langId);
  if (requested.currency === undefined) return { langId, currency: undefined };
  const known = await db.currency.findFirst({ where: { code: requested.currency, isActive: true }, select: { code: true } });
  return { langId, currency: known?.code };
}

/**
 * The startup's answers in one language and currency, each from the service its own route calls, so the
 * inline copy and the calls cannot disagree.
 */
export async function getFirstFrame(db: Db, paysage: PaymentWidgetSettings, locale: { langId: number; currency: string | undefined }): Promise<FirstFrame> {
  const [languages, currencies, settings, pages, localizations] = await Promise.all([
    listLanguages(db),
    listCurrencies(db),
    getSettings(db, paysage, locale.currency),
    listStaticPages(db, locale.langId),
    getLocalizations(db, locale.langId),
  ]);
  const currency = locale.currency ?? currencies.find((entry) => entry.default === 1)?.code ?? '';
  return { lang_id: locale.langId, currency, languages, currencies, settings, static_pages: pages, localizations };
}
