import { categoriesResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** The category tree, names in the current language. Fetched once per language (spec §4 Categories). */
export function categoriesQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['categories', locale] as const,
    queryFn: async () => (await apiClient.get('/api/categories', categoriesResponseSchema, { query: { ...locale } })).payload,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useRequestLocale()));
}
