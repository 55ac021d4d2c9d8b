import { purchaseHistoryResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** The history is in euro whatever the chosen currency (spec §3: amounts shown as '{sum} EUR'). */
export const purchaseHistoryQueryKey = [USER_QUERY_ROOT, 'purchases', 'history'] as const;

export function purchaseHistoryQueryOptions() {
  return queryOptions({
    queryKey: purchaseHistoryQueryKey,
    queryFn: async () => (await apiClient.get('/api/purchase/history', purchaseHistoryResponseSchema, { withLocale: false })).payload,
    staleTime: 0,
  });
}

export function usePurchaseHistory() {
  return useQuery(purchaseHistoryQueryOptions());
}
