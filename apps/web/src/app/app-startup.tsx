import { STORAGE_KEYS } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { authCheckQueryOptions, profileQueryOptions, useAuth } from '../features/auth/index.ts';
import { countriesQueryOptions } from '../features/countries/api/get-countries.ts';
import { currenciesQueryOptions } from '../features/currencies/api/get-currencies.ts';
import { resolveCurrency } from '../features/currencies/utils/resolve-currency.ts';
import { languagesQueryOptions } from '../features/languages/api/get-languages.ts';
import { localizationsQueryOptions } from '../features/languages/api/get-localizations.ts';
import { resolveLanguageId } from '../features/languages/utils/resolve-language.ts';
import { settingsQueryOptions } from '../features/settings/api/get-settings.ts';
import { staticPagesQueryOptions } from '../features/static-pages/api/get-static-pages.ts';
import type { TranslationKey } from '@skins/shared/i18n';
import { CLIENT_ERROR_CODES, isApiError } from '../lib/api-error.ts';
import { I18nProvider } from '../lib/i18n/index.ts';
import { setPreferences, usePreferences } from '../lib/preferences.ts';
import { useRequestLocale } from '../lib/request-locale.ts';
import { readStorage } from '../lib/storage.ts';
import { InitializationError } from './initialization-error.tsx';

const hasClientCode = (error: unknown, code: string) => isApiError(error) && error.code === code;

export interface AppStartupProps {
  children: ReactNode;
}

/**
 * Spec §4 Startup: the auth check, languages, currencies, settings, countries, static pages and the stored
 * language's texts go out at once (none needs another's answer); then, when signed in, the profile. The
 * stored currency and language are checked against the lists as they arrive. The page draws meanwhile,
 * its texts blank until the interface language's arrive (never English that then switches). A failure of
 * the languages, settings or pages replaces the app with its message; the app works without the rest.
 */
export function AppStartup({ children }: AppStartupProps) {
  const locale = useRequestLocale();
  const preferences = usePreferences();
  const authCheck = useQuery(authCheckQueryOptions());
  const { isAuthenticated } = useAuth();
  const languages = useQuery(languagesQueryOptions(locale));
  const currencies = useQuery(currenciesQueryOptions(locale));
  const settings = useQuery(settingsQueryOptions(locale));
  const pages = useQuery(staticPagesQueryOptions(locale));
  const localizations = useQuery(localizationsQueryOptions(locale));
  useQuery(countriesQueryOptions(locale));
  const [started, setStarted] = useState(false);

  const storedLanguage = readStorage(STORAGE_KEYS.languageId);
  const storedCurrency = readStorage(STORAGE_KEYS.currencyCode);
  const languageId = languages.data ? resolveLanguageId(languages.data, storedLanguage) : undefined;
  const { code: currencyCode, symbol: currencySymbol } = (currencies.data && resolveCurrency(currencies.data, storedCurrency)) ?? {};
  const restored = languageId === preferences.languageId && currencyCode === preferences.currencyCode;
  // Asked once the session is confirmed and the currency and language are settled, so it is not fetched for a
  // session that has ended, nor in a locale about to change.
  const profile = useQuery({ ...profileQueryOptions(locale), enabled: isAuthenticated && !authCheck.isPending && (restored || started) });

  // Only before the app shows: afterwards the selectors own the preferences, and storage may rightly lag
  // behind them (a visitor who declined remembering them keeps a choice for the visit only).
  useEffect(() => {
    if (!started && languageId !== undefined && currencyCode !== undefined && currencySymbol !== undefined && !restored) {
      setPreferences({ languageId, currencyCode, currencySymbol });
    }
  }, [started, languageId, currencyCode, currencySymbol, restored]);

  const code = languages.data?.find((language) => language.id === preferences.languageId)?.code;
  useEffect(() => {
    if (code) document.documentElement.lang = code;
  }, [code]);

  const profileSettled = !authCheck.isPending && (!isAuthenticated || profile.data !== undefined || profile.isError);
  const loaded =
    restored && settings.data !== undefined && pages.data !== undefined && localizations.isSuccess && !localizations.isPlaceholderData && profileSettled;
  if (loaded && !started) setStarted(true);

  // Each call's own §8 fallback; a settings answer of the wrong shape is 'Invalid settings response'.
  const settingsKey: TranslationKey = hasClientCode(settings.error, CLIENT_ERROR_CODES.invalidResponse) ? 'errors.invalidSettings' : 'errors.fetchSettings';
  const failed = (
    [
      [languages, 'errors.loadLanguages'],
      [settings, settingsKey],
      [pages, 'errors.fetchPages'],
    ] as const
  ).find(([query]) => query.isError && query.data === undefined);
  const content = !started && failed ? <InitializationError error={failed[0].error} fallbackKey={failed[1]} /> : children;
  // Blank texts until the language's own arrive; English only when they cannot be loaded.
  const textsPending = localizations.data === undefined && !localizations.isError;

  return (
    <I18nProvider messages={localizations.data} locale={code} pending={textsPending}>
      {content}
    </I18nProvider>
  );
}
