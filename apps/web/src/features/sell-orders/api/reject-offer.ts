import { catalogueQuerySchema, sellOrderResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { replaceOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** POST /api/sell-orders/{id}/reject (the body carries only the currency); the answer replaces the order in the list. */
export function useRejectOffer() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.post(`/api/sell-orders/${id}/reject`, sellOrderResponseSchema, catalogueQuerySchema, {})).payload,
    onSuccess: (order) => updateCachedSellOrders(queryClient, locale, replaceOrder(order)),
  });
}
