import { messageResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { removeOrder, updateCachedSellOrders } from './sell-orders-cache.ts';

/** DELETE /api/sell-orders/{id} while it is pending without an offer. */
export function useDeleteSellOrder() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/api/sell-orders/${id}`, messageResponseSchema);
      return id;
    },
    onSuccess: (id) => updateCachedSellOrders(queryClient, locale, removeOrder(id)),
  });
}
