import { staticPageResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

export function staticPageQueryOptions(slugOrId: string, locale: RequestLocale) {
  return queryOptions({
    queryKey: ['static-pages', 'page', slugOrId, locale] as const,
    queryFn: async () =>
      (await apiClient.get(`/api/static-pages/${encodeURIComponent(slugOrId)}`, staticPageResponseSchema, { query: { ...locale } })).payload,
    staleTime: 5 * 60_000,
  });
}

export function useStaticPage(slugOrId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...staticPageQueryOptions(slugOrId, useRequestLocale()), enabled });
}
