import { DEFAULT_CURRENCY, currenciesResponseSchema } from '@skins/shared';
import type { Currency } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

/** Spec §8: when the list cannot be loaded, euro alone is offered. */
export const EURO_ONLY: readonly Currency[] = [
  { code: DEFAULT_CURRENCY.code, symbol: DEFAULT_CURRENCY.symbol, title: 'Euro', value: 1, default: 1 },
];

export function currenciesQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: ['currencies', locale] as const,
    queryFn: async () => {
      try {
        return (await apiClient.get('/api/currencies', currenciesResponseSchema, { query: { ...locale } })).payload;
      } catch (error) {
        console.error('Failed to load currencies', error);
        return EURO_ONLY;
      }
    },
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQueryOptions(useRequestLocale()));
}
