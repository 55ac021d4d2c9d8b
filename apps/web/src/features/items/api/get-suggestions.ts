import { itemSuggestionsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** Fewer letters than this match too much to help; the list is not asked for. */
export const SUGGEST_MIN_LENGTH = 2;

/** Heroes and items for what is typed in the header (GET /api/items/suggestions). */
export function itemSuggestionsQueryOptions(text: string, locale: RequestLocale) {
  return queryOptions({
    queryKey: ['items', 'suggestions', text, locale] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/api/items/suggestions', itemSuggestionsResponseSchema, { query: { q: text, ...locale }, signal })).payload,
    enabled: text.length >= SUGGEST_MIN_LENGTH,
    // The api caches these for 30 s as well: a visitor who types, deletes and types again asks once.
    staleTime: 30_000,
    // The previous words' suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useItemSuggestions(text: string) {
  return useQuery(itemSuggestionsQueryOptions(text, useRequestLocale()));
}
