import { itemsListResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { preloadFirstRowImages } from '../utils/first-row-images.ts';

export type ItemsListInput = Record<string, QueryValue>;

/** The key holds every input of the request (CONVENTIONS §7), the currency and language included. */
export function itemsQueryOptions(input: ItemsListInput, locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'list', input, locale] as const,
    queryFn: async () => {
      const answer = await apiClient.get('/api/items/list', itemsListResponseSchema, { query: { ...input, ...locale } });
      preloadFirstRowImages(answer.payload);
      return answer;
    },
    // While the next page loads, the current one stays on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useItems(input: ItemsListInput) {
  return useQuery(itemsQueryOptions(input, useRequestLocale()));
}
