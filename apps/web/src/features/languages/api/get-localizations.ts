import { localizationsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Messages } from '../../../lib/i18n/index.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

const ENGLISH_ONLY: Messages = {};

/**
 * The interface texts of the chosen language. A failure is only logged (spec §8): the interface then
 * stays in English, which the translator falls back to anyway.
 */
export function localizationsQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['localizations', locale] as const,
    queryFn: async (): Promise<Messages> => {
      try {
        return (await apiClient.get('/api/localizations', localizationsResponseSchema, { query: { ...locale } })).payload;
      } catch (error) {
        console.error('Failed to load translations', error);
        return ENGLISH_ONLY;
      }
    },
    staleTime: 10 * 60_000,
    // While another language loads, the current texts stay rather than flashing English.
    placeholderData: keepPreviousData,
  });
}

export function useLocalizations() {
  return useQuery(localizationsQueryOptions(useRequestLocale()));
}
