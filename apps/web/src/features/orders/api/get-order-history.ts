import { orderHistoryResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** GET /api/orders/history: one row per ordered item, newest order first (spec §3 Order history row). */
export function orderHistoryQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: [USER_QUERY_ROOT, 'orders', 'history', locale] as const,
    queryFn: async () => (await apiClient.get('/api/orders/history', orderHistoryResponseSchema, { query: { ...locale } })).payload,
    staleTime: 0,
  });
}

export function useOrderHistory() {
  return useQuery(orderHistoryQueryOptions(useRequestLocale()));
}
