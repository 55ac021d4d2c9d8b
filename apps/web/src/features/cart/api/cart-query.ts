import { cartResponseSchema } from '@skins/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { CART_QUERY_ROOT } from '../../../lib/query-roots.ts';
import { useAuth } from '../../auth/index.ts';

export { CART_QUERY_ROOT };

export const cartQueryKey = (locale: RequestLocale) => [...CART_QUERY_ROOT, 'contents', locale] as const;

/**
 * GET /api/cart/contents (spec §4 Cart: loaded once, reloaded only when forced). The mutations write their
 * answers into the cache, so the cart stays fresh without asking again.
 */
export function cartQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: cartQueryKey(locale),
    queryFn: () => apiClient.get('/api/cart/contents', cartResponseSchema, { query: { ...locale } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in user's cart; idle for a visitor. `refresh`: ask the server again when the caller mounts. */
export function useCart({ refresh = false }: { refresh?: boolean } = {}) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...cartQueryOptions(useRequestLocale()), enabled: isAuthenticated, refetchOnMount: refresh ? 'always' : true });
}

/** The header badge: how many items the cart can still sell (0 for a visitor); sold or held lines are not counted. */
export function useCartCount(): number {
  const { data } = useCart();
  return data ? data.cart.length : 0;
}
