import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const MAX_RETRIES = 2;

/** Retry only what may succeed on a second try: never a 4xx, whose answer will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/*
 * Query functions do not hand TanStack Query's `signal` to their request, except where a superseded request is
 * worth stopping (the suggestions and the trade-URL check, asked as the visitor types; the order status poll,
 * which stops with its page): a consumed signal makes a query's last unmount abort its request, and React
 * StrictMode's extra unmount then aborted and restarted every call of a page. Unconsumed, an unmounted
 * query's answer still lands in the cache.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue is publicly cached for 30 s by the api; asking sooner would return the same page.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one QueryClient (CONVENTIONS §7). Tests create their own with createQueryClient. */
export const queryClient = createQueryClient();
