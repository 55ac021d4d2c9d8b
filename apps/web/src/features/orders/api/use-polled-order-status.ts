import { ORDER_STATUS_POLL_MAX_ATTEMPTS } from '@skins/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api-error.ts';
import { USER_QUERY_ROOT } from '../../../lib/query-roots.ts';
import { nextPollDelay, paymentState } from '../utils/order-status-poller.ts';
import { fetchOrderStatus } from './get-order-status.ts';

/**
 * Spec §4 Processing page: the order's status asked at once, then every 5 s after the previous answer
 * (TanStack Query restarts the interval on every answer and never runs two requests of one query at a
 * time), at most 30 times, failed requests included; leaving the page stops it and aborts the running one.
 */
export function usePolledOrderStatus(orderId: number | null, statusToken: string | null = null) {
  const queryClient = useQueryClient();
  const queryKey = [USER_QUERY_ROOT, 'orders', 'status', orderId, 'polling'] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOrderStatus(orderId ?? 0, statusToken, signal),
    enabled: orderId !== null,
    // Every visit polls afresh, and a failed request is an attempt of its own, not retried.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchIntervalInBackground: true,
    refetchInterval: ({ state }) =>
      nextPollDelay({ attempts: state.dataUpdateCount + state.errorUpdateCount, settled: state.data !== undefined && paymentState(state.data.status) !== 'pending' }),
  });
  // Read on every render: each answer (or failure) re-renders the page.
  const counts = queryClient.getQueryState(queryKey);
  const attempts = (counts?.dataUpdateCount ?? 0) + (counts?.errorUpdateCount ?? 0);
  const state = query.data ? paymentState(query.data.status) : 'pending';
  return {
    attempts,
    /** The order succeeded or failed; null while it is pending. */
    outcome: state === 'pending' ? null : state,
    /** The last request failed (the next one may still answer). */
    failedCheck: query.isError,
    /** It failed because the answer was not one the page can read (spec §8 'Invalid response format'). */
    invalidResponse: query.isError && isApiError(query.error) && query.error.code === CLIENT_ERROR_CODES.invalidResponse,
    gaveUp: state === 'pending' && attempts >= ORDER_STATUS_POLL_MAX_ATTEMPTS && !query.isFetching,
  };
}
