import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const MAX_RETRIES = 2;

/** Retry only what may succeed on a second try: never a 4xx, whose answer will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

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
