import { sellOrderBodySchema, sellOrderResponseSchema } from '@skins/shared';
import type { SellOrderBody } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { replaceOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** PUT /api/sell-orders/{id} while it is pending without an offer. */
export function useUpdateSellOrder() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SellOrderBody }) =>
      (await apiClient.put(`/api/sell-orders/${id}`, sellOrderResponseSchema, sellOrderBodySchema, body)).payload,
    onSuccess: (order) => updateCachedSellOrders(queryClient, locale, replaceOrder(order)),
  });
}
