import { acceptOfferBodySchema, sellOrderResponseSchema } from '@skins/shared';
import type { AcceptOfferInput } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { replaceOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** POST /api/sell-orders/{id}/accept with the trade URL and the payout card; the answer replaces the order in the list. */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AcceptOfferInput }) =>
      (await apiClient.post(`/api/sell-orders/${id}/accept`, sellOrderResponseSchema, acceptOfferBodySchema, body)).payload,
    onSuccess: (order) => updateCachedSellOrders(queryClient, locale, replaceOrder(order)),
  });
}
