import { staticPagesResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** Titles and links of every published page (the footer, the cookie policy link). */
export function staticPagesQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['static-pages', locale] as const,
    queryFn: async () => (await apiClient.get('/api/static-pages', staticPagesResponseSchema, { query: { ...locale } })).payload,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useStaticPages() {
  return useQuery(staticPagesQueryOptions(useRequestLocale()));
}
