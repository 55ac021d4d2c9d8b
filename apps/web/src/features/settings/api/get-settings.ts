import { settingsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

export function settingsQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['settings', locale] as const,
    queryFn: async () => (await apiClient.get('/api/settings', settingsResponseSchema, { query: { ...locale } })).payload,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions(useRequestLocale()));
}
