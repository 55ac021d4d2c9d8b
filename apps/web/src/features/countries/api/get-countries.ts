import { countriesResponseSchema } from '@skins/shared';
import type { Country } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n/index.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { localizeCountries } from '../utils/localize-countries.ts';

/** GET /countries: the billing address and checkout country lists (loaded at startup, spec §4). */
export function countriesQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['countries', locale] as const,
    queryFn: async () => (await apiClient.get('/api/countries', countriesResponseSchema, { query: { ...locale } })).payload,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The countries, named in the interface language (the api names them in English). */
export function useCountries() {
  const language = useLocale();
  const select = useCallback((countries: Country[]) => localizeCountries(countries, language), [language]);
  return useQuery({ ...countriesQueryOptions(useRequestLocale()), select });
}
