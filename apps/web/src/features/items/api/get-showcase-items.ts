import { RANDOM_PRODUCTS_COUNT, itemsListResponseSchema, itemsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** The 'Popular' products (GET /api/items/recommended). */
export function recommendedQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'recommended', locale] as const,
    queryFn: async () => (await apiClient.get('/api/items/recommended', itemsResponseSchema, { query: { ...locale } })).payload,
    placeholderData: keepPreviousData,
  });
}

/** A random handful for the home page (spec §9: 20 products). */
export function randomItemsQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'random', RANDOM_PRODUCTS_COUNT, locale] as const,
    queryFn: async () =>
      (await apiClient.get('/api/items/list', itemsListResponseSchema, { query: { random: true, limit: RANDOM_PRODUCTS_COUNT, ...locale } }))
        .payload,
    placeholderData: keepPreviousData,
  });
}

export function useRecommendedItems() {
  return useQuery(recommendedQueryOptions(useRequestLocale()));
}

export function useRandomItems() {
  return useQuery(randomItemsQueryOptions(useRequestLocale()));
}
