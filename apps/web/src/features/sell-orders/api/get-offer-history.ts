import { offerHistoryResponseSchema } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { SELL_ORDERS_ROOT } from './get-sell-orders.ts';

/** GET /api/sell-orders/{id}/offers: under the sell-orders root, so a new offer (list refetch) refreshes it too. */
export function useOfferHistory(orderId: number, enabled: boolean) {
  const locale = useRequestLocale();
  return useQuery({
    queryKey: [...SELL_ORDERS_ROOT, 'offers', orderId, locale] as const,
    queryFn: async () => (await apiClient.get(`/api/sell-orders/${orderId}/offers`, offerHistoryResponseSchema, { query: { ...locale } })).payload,
    enabled,
  });
}
