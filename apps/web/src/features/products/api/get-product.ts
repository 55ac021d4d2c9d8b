import { productDetailsResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** One product with its similar products (the details page). */
export function productQueryOptions(id: number, locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'details', id, locale] as const,
    queryFn: async ({ signal }) => (await apiClient.get(`/api/items/${id}`, productDetailsResponseSchema, { query: { ...locale }, signal })).payload,
  });
}

export function useProduct(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...productQueryOptions(id, useRequestLocale()), enabled });
}
