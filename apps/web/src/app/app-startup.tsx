import { STORAGE_KEYS } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { currenciesQueryOptions } from '../features/currencies/api/get-currencies.ts';
import { resolveCurrency } from '../features/currencies/utils/resolve-currency.ts';
import { languagesQueryOptions } from '../features/languages/api/get-languages.ts';
import { localizationsQueryOptions } from '../features/languages/api/get-localizations.ts';
import { resolveLanguageId } from '../features/languages/utils/resolve-language.ts';
import { settingsQueryOptions } from '../features/settings/api/get-settings.ts';
import { staticPagesQueryOptions } from '../features/static-pages/api/get-static-pages.ts';
import { I18nProvider } from '../lib/i18n/index.ts';
import { setPreferences, usePreferences } from '../lib/preferences.ts';
import { useRequestLocale } from '../lib/request-locale.ts';
import { readStorage } from '../lib/storage.ts';
import { InitializationError } from './initialization-error.tsx';
import { PageLoader } from './page-loader.tsx';

export interface AppStartupProps {
  children: ReactNode;
}

/**
 * Spec §4 Startup (catalogue part): languages, currencies, settings and static pages load in parallel,
 * with the texts of the stored language. The stored currency and language are then checked against the
 * lists (§4 Currency change, Language) before the app shows. A failure replaces the app with its message.
 */
export function AppStartup({ children }: AppStartupProps) {
  const locale = useRequestLocale();
  const preferences = usePreferences();
  const languages = useQuery(languagesQueryOptions(locale));
  const currencies = useQuery(currenciesQueryOptions(locale));
  const settings = useQuery(settingsQueryOptions(locale));
  const pages = useQuery(staticPagesQueryOptions(locale));
  const localizations = useQuery(localizationsQueryOptions(locale));
  const [started, setStarted] = useState(false);

  const storedLanguage = readStorage(STORAGE_KEYS.languageId);
  const storedCurrency = readStorage(STORAGE_KEYS.currencyCode);
  const languageId = languages.data ? resolveLanguageId(languages.data, storedLanguage) : undefined;
  const { code: currencyCode, symbol: currencySymbol } = (currencies.data && resolveCurrency(currencies.data, storedCurrency)) ?? {};
  const restored = languageId === preferences.languageId && currencyCode === preferences.currencyCode;

  useEffect(() => {
    if (languageId !== undefined && currencyCode !== undefined && currencySymbol !== undefined && !restored) {
      setPreferences({ languageId, currencyCode, currencySymbol });
    }
  }, [languageId, currencyCode, currencySymbol, restored]);

  const code = languages.data?.find((language) => language.id === preferences.languageId)?.code;
  useEffect(() => {
    if (code) document.documentElement.lang = code;
  }, [code]);

  const loaded = restored && settings.data !== undefined && pages.data !== undefined && localizations.isSuccess && !localizations.isPlaceholderData;
  if (loaded && !started) setStarted(true);

  const failure = [languages, settings, pages].find((query) => query.isError && query.data === undefined)?.error;
  let content = children;
  if (!started) content = failure ? <InitializationError error={failure} /> : <PageLoader />;

  return <I18nProvider messages={localizations.data}>{content}</I18nProvider>;
}
