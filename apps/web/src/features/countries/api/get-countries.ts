import { countriesResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** GET /countries: the billing address and checkout country lists (loaded at startup, spec §4). */
export function countriesQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['countries', locale] as const,
    queryFn: async ({ signal }) => (await apiClient.get('/api/countries', countriesResponseSchema, { query: { ...locale }, signal })).payload,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useRequestLocale()));
}
