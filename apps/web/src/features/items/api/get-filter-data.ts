import { filterDataResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** The values each filter can take, and the price bounds in the current currency. */
export function filterDataQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'filter-data', locale] as const,
    queryFn: async () => (await apiClient.get('/api/items/filter-data', filterDataResponseSchema, { query: { ...locale } })).payload,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useFilterData() {
  return useQuery(filterDataQueryOptions(useRequestLocale()));
}
