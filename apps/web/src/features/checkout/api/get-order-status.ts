import { orderStatusResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT, useAuth } from '../../auth/index.ts';

/** GET /api/orders/status?order_id= (own orders only): the status, and the amount and currency charged. */
export async function fetchOrderStatus(orderId: number, signal?: AbortSignal) {
  return (await apiClient.get('/api/orders/status', orderStatusResponseSchema, { query: { order_id: orderId }, signal, withLocale: false })).order;
}

export function orderStatusQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [USER_QUERY_ROOT, 'orders', 'status', orderId] as const,
    queryFn: ({ signal }) => fetchOrderStatus(orderId, signal),
  });
}

/** The order's status once (the result pages show what was charged); idle without an order or a session. */
export function useOrderStatus(orderId: number | null) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...orderStatusQueryOptions(orderId ?? 0), enabled: isAuthenticated && orderId !== null });
}
