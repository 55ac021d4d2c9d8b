import { itemDetailsResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** One product with its similar products (the details page). */
export function itemQueryOptions(id: number, locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'details', id, locale] as const,
    queryFn: async () => (await apiClient.get(`/api/items/${id}`, itemDetailsResponseSchema, { query: { ...locale } })).payload,
  });
}

export function useItem(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...itemQueryOptions(id, useRequestLocale()), enabled });
}
