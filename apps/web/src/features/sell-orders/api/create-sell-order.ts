import { sellOrderResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { SellOrderValues } from '../utils/sell-order-form.ts';
import { sellOrderBody } from '../utils/sell-order-form.ts';
import { prependOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** POST /api/sell-orders; the new order goes to the top of the list. */
export function useCreateSellOrder() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (values: SellOrderValues) => (await apiClient.post('/api/sell-orders', sellOrderResponseSchema, sellOrderBody(values))).payload,
    onSuccess: (order) => updateCachedSellOrders(queryClient, locale, prependOrder(order)),
  });
}
