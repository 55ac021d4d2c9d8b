import { sellOrderBodySchema, sellOrderResponseSchema } from '@skins/shared';
import type { SellOrderBody } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { prependOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** POST /api/sell-orders; the new order goes to the top of the list. */
export function useCreateSellOrder() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (body: SellOrderBody) => (await apiClient.post('/api/sell-orders', sellOrderResponseSchema, sellOrderBodySchema, body)).payload,
    onSuccess: (order) => updateCachedSellOrders(queryClient, locale, prependOrder(order)),
  });
}
