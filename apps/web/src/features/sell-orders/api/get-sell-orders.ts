import { sellOrdersResponseSchema } from '@skins/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** Every cached list of the seller's orders, whatever its currency. */
export const SELL_ORDERS_ROOT = [USER_QUERY_ROOT, 'sell-orders'] as const;

/** The list in one currency and language: prices come back converted, so a currency change refetches. */
export const sellOrdersQueryKey = (locale: RequestLocale) => [...SELL_ORDERS_ROOT, locale] as const;

/** GET /api/sell-orders?currency= : the seller's own orders, newest first. */
export function useSellOrders(enabled: boolean) {
  const locale = useRequestLocale();
  return useQuery({
    queryKey: sellOrdersQueryKey(locale),
    queryFn: async () => (await apiClient.get('/api/sell-orders', sellOrdersResponseSchema, { query: { currency: locale.currency, lang_id: locale.lang_id } })).payload,
    placeholderData: keepPreviousData,
    enabled,
  });
}
