import { filterCountsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import type { ItemsListInput } from './get-items.ts';

/** The list query without what changes no count (its page, page size and sort). */
function countsInput({ page: _page, limit: _limit, sort: _sort, ...filters }: ItemsListInput): ItemsListInput {
  return filters;
}

/** How many listings on sale match each filter value, given the list's other filters (the panel's counts). */
export function filterCountsQueryOptions(input: ItemsListInput, locale: RequestLocale) {
  const filters = countsInput(input);
  return queryOptions({
    queryKey: ['items', 'filter-counts', filters, locale] as const,
    queryFn: async () => (await apiClient.get('/api/items/filter-counts', filterCountsResponseSchema, { query: { ...filters, ...locale } })).payload,
    staleTime: 30_000,
    // While the counts of new filters load, the last ones stay rather than every count vanishing.
    placeholderData: keepPreviousData,
  });
}

export function useFilterCounts(input: ItemsListInput) {
  return useQuery(filterCountsQueryOptions(input, useRequestLocale()));
}
