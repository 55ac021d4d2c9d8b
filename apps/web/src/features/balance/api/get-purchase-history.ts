import { purchaseHistoryResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** The history is in euro whatever the chosen currency (spec §3: amounts shown as '{sum} EUR'); its titles in the chosen language. */
export const purchaseHistoryQueryKey = [USER_QUERY_ROOT, 'purchases', 'history'] as const;

export function purchaseHistoryQueryOptions(langId: number) {
  return queryOptions({
    queryKey: [...purchaseHistoryQueryKey, langId] as const,
    queryFn: async () => (await apiClient.get('/api/purchase/history', purchaseHistoryResponseSchema, { withLocale: false, query: { lang_id: langId } })).payload,
    staleTime: 0,
  });
}

export function usePurchaseHistory() {
  return useQuery(purchaseHistoryQueryOptions(useRequestLocale().lang_id));
}
