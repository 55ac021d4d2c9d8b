import { sellOrderResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { SellOrderValues } from '../utils/sell-order-form.ts';
import { sellOrderBody } from '../utils/sell-order-form.ts';
import { replaceOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** PUT /api/sell-orders/{id} while it is pending without an offer. */
export function useUpdateSellOrder() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number; values: SellOrderValues }) =>
      (await apiClient.put(`/api/sell-orders/${id}`, sellOrderResponseSchema, sellOrderBody(values))).payload,
    onSuccess: (order) => updateCachedSellOrders(queryClient, locale, replaceOrder(order)),
  });
}
