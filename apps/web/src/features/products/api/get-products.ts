import { itemsListResponseSchema } from '@skins/shared';
import type { SortDirection } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';

export interface ProductsQueryInput {
  page: number;
  limit: number;
  sort: SortDirection | undefined;
  currency: string;
  languageId: number;
}

/** The key holds every input of the request (CONVENTIONS §7), the currency and language included. */
export function productsQueryOptions(input: ProductsQueryInput) {
  return queryOptions({
    queryKey: ['items', 'list', input] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/api/items/list', itemsListResponseSchema, {
        query: {
          page: input.page,
          limit: input.limit,
          sort: input.sort,
          currency: input.currency,
          lang_id: input.languageId,
        },
        signal,
      }),
    // While the next page loads, the current one stays on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: Pick<ProductsQueryInput, 'page' | 'limit' | 'sort'>) {
  const { currencyCode, languageId } = usePreferences();
  return useQuery(productsQueryOptions({ ...params, currency: currencyCode, languageId }));
}
