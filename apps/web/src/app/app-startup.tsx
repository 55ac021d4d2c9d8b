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
import { PageLoader } from './page-loader.tsx';

const hasClientCode = (error: unknown, code: string) => isApiError(error) && error.code === code;

export interface AppStartupProps {
  children: ReactNode;
}

/**
 * Spec §4 Startup: the auth check first; then languages, currencies, settings, countries and static pages in
 * parallel, with the texts of the stored language; then, when signed in, the profile (its user type decides
 * whether the account-type modal shows). The stored currency and language are checked against the lists
 * (§4 Currency change, Language) before the app shows. A failure replaces the app with its message; the
 * auth check, the countries and the profile never do (the app works without them).
 */
export function AppStartup({ children }: AppStartupProps) {
  const locale = useRequestLocale();
  const preferences = usePreferences();
  const authCheck = useQuery(authCheckQueryOptions());
  const checked = authCheck.isSuccess;
  const { isAuthenticated } = useAuth();
  const languages = useQuery({ ...languagesQueryOptions(locale), enabled: checked });
  const currencies = useQuery({ ...currenciesQueryOptions(locale), enabled: checked });
  const settings = useQuery({ ...settingsQueryOptions(locale), enabled: checked });
  const pages = useQuery({ ...staticPagesQueryOptions(locale), enabled: checked });
  const localizations = useQuery({ ...localizationsQueryOptions(locale), enabled: checked });
  useQuery({ ...countriesQueryOptions(locale), enabled: checked });
  const [started, setStarted] = useState(false);

  const storedLanguage = readStorage(STORAGE_KEYS.languageId);
  const storedCurrency = readStorage(STORAGE_KEYS.currencyCode);
  const languageId = languages.data ? resolveLanguageId(languages.data, storedLanguage) : undefined;
  const { code: currencyCode, symbol: currencySymbol } = (currencies.data && resolveCurrency(currencies.data, storedCurrency)) ?? {};
  const restored = languageId === preferences.languageId && currencyCode === preferences.currencyCode;
  // Asked once the currency and language are settled, so it is not fetched in a locale about to change.
  const profile = useQuery({ ...profileQueryOptions(locale), enabled: isAuthenticated && (restored || started) });

  // Only before the app shows: afterwards the selectors own the preferences, and storage may rightly lag
  // behind them (a visitor who declined remembering them keeps a choice for the visit only, issue 13.7).
  useEffect(() => {
    if (!started && languageId !== undefined && currencyCode !== undefined && currencySymbol !== undefined && !restored) {
      setPreferences({ languageId, currencyCode, currencySymbol });
    }
  }, [started, languageId, currencyCode, currencySymbol, restored]);

  const code = languages.data?.find((language) => language.id === preferences.languageId)?.code;
  useEffect(() => {
    if (code) document.documentElement.lang = code;
  }, [code]);

  const profileSettled = !isAuthenticated || profile.data !== undefined || profile.isError;
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
  let content = children;
  if (!started) content = failed ? <InitializationError error={failed[0].error} fallbackKey={failed[1]} /> : <PageLoader />;

  return (
    <I18nProvider messages={localizations.data} locale={code}>
      {content}
    </I18nProvider>
  );
}
