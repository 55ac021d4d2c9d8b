import { orderTimelineResponseSchema } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** GET /api/orders/{id}/timeline, fetched only once the buyer opens it. */
export function useOrderTimeline(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [USER_QUERY_ROOT, 'orders', 'timeline', orderId] as const,
    queryFn: async ({ signal }) => (await apiClient.get(`/api/orders/${orderId}/timeline`, orderTimelineResponseSchema, { signal, withLocale: false })).payload,
    enabled,
    staleTime: 0,
  });
}
