import { orderTimelineResponseSchema, resendDeliveryBodySchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** POST /api/orders/{id}/deliveries/{deliveryId}/resend: the buyer's one resend; the answer is the new timeline. */
export function useResendDelivery(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) =>
      (await apiClient.post(`/api/orders/${orderId}/deliveries/${deliveryId}/resend`, orderTimelineResponseSchema, resendDeliveryBodySchema, {}, { withLocale: false })).payload,
    onSuccess: (timeline) => queryClient.setQueryData([USER_QUERY_ROOT, 'orders', 'timeline', orderId], timeline),
  });
}
