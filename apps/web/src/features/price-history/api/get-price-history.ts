import { priceHistoryResponseSchema, referencePricesResponseSchema, type PriceHistoryPeriod } from '@skins/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';

/** Sold prices of a product's item over a period, in the visitor's currency. */
export function usePriceHistory(productId: number, days: PriceHistoryPeriod) {
  const locale = useRequestLocale();
  return useQuery({
    queryKey: ['items', 'price-history', productId, days, locale] as const,
    queryFn: async () =>
      (await apiClient.get(`/api/items/${productId}/price-history`, priceHistoryResponseSchema, { query: { days, ...locale } })).payload,
    // Switching the period keeps the previous chart on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Reference prices of the products on one catalogue page, in one call; empty while loading or on failure. */
export function useReferencePrices(productIds: readonly number[]) {
  const locale = useRequestLocale();
  const ids = productIds.join(',');
  return useQuery({
    queryKey: ['items', 'reference-prices', ids, locale] as const,
    queryFn: async () =>
      (await apiClient.get('/api/items/reference-prices', referencePricesResponseSchema, { query: { ids, ...locale }, silent: true })).payload,
    enabled: productIds.length > 0,
    staleTime: 60_000,
  });
}
