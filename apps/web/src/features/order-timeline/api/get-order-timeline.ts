import { orderTimelineResponseSchema, type OrderTimeline } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** Deliveries whose offer is still on its way or waiting for Steam: the timeline follows them by itself. */
const MOVING = new Set(['preparing', 'confirming', 'sent', 'accepted', 'on_hold']);
const FOLLOW_MS = 5_000;

/** Whether the open timeline should ask again soon: an offer is moving, or a refund is on its way. */
export function timelineRefetchInterval(timeline: OrderTimeline | undefined): number | false {
  if (!timeline) return false;
  const moving = timeline.deliveries.some((delivery) => MOVING.has(delivery.state) || (delivery.state === 'failed' && timeline.refunds.some((refund) => refund.state === 'requested')));
  return moving || timeline.refunds.some((refund) => refund.state === 'requested') ? FOLLOW_MS : false;
}

/** GET /api/orders/{id}/timeline, fetched only once the buyer opens it, and again while items are moving. */
export function useOrderTimeline(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [USER_QUERY_ROOT, 'orders', 'timeline', orderId] as const,
    queryFn: async () => (await apiClient.get(`/api/orders/${orderId}/timeline`, orderTimelineResponseSchema, { withLocale: false })).payload,
    enabled,
    staleTime: 0,
    refetchInterval: (query) => timelineRefetchInterval(query.state.data),
  });
}
