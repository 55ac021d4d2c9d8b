import { orderStatusResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT, useAuth } from '../../auth/index.ts';

/**
 * GET /api/orders/status?order_id=[&status_token=]: the status, the amount and currency charged, and why a
 * payment failed. Own orders only; the checkout's status token reads that one order without a session, so a
 * buyer whose session ended while paying still sees the result (spec §2: only /cart and /account need a login).
 */
export async function fetchOrderStatus(orderId: number, statusToken: string | null, signal?: AbortSignal) {
  const query = statusToken ? { order_id: orderId, status_token: statusToken } : { order_id: orderId };
  return (await apiClient.get('/api/orders/status', orderStatusResponseSchema, { query, signal, withLocale: false, silent: statusToken !== null })).order;
}

export function orderStatusQueryOptions(orderId: number, statusToken: string | null) {
  return queryOptions({
    queryKey: [USER_QUERY_ROOT, 'orders', 'status', orderId] as const,
    queryFn: ({ signal }) => fetchOrderStatus(orderId, statusToken, signal),
  });
}

/**
 * The fail page's view of the order: asked again every second while the provider's decline is still on its
 * way (the widget reports the outcome before the notification lands), at most 15 times.
 */
export function useSettledOrderStatus(orderId: number | null, statusToken: string | null) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    ...orderStatusQueryOptions(orderId ?? 0, statusToken),
    enabled: (isAuthenticated || statusToken !== null) && orderId !== null,
    refetchInterval: ({ state }) => (state.data && ['pending', 'processing'].includes(state.data.status) && state.dataUpdateCount < 15 ? 1000 : false),
  });
}

/** The order's status once (the result pages show what was charged); idle without an order, or without a session and a token. */
export function useOrderStatus(orderId: number | null, statusToken: string | null = null) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...orderStatusQueryOptions(orderId ?? 0, statusToken), enabled: (isAuthenticated || statusToken !== null) && orderId !== null });
}
