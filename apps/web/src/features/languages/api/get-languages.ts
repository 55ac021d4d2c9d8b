import { languagesResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

export function languagesQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['languages', locale] as const,
    queryFn: async () => (await apiClient.get('/api/languages', languagesResponseSchema, { query: { ...locale } })).payload,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions(useRequestLocale()));
}
