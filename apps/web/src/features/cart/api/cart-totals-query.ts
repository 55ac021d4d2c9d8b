import { cartTotalsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { useAuth } from '../../auth/index.ts';
import { CART_QUERY_ROOT } from './cart-query.ts';

export const cartTotalsQueryKey = (locale: RequestLocale) => [...CART_QUERY_ROOT, 'totals', locale] as const;

/** GET /api/cart/totals: subtotal, promo discount, delivery, VAT and total of the cart summary. */
export function cartTotalsQueryOptions(locale: RequestLocale) {
  return queryOptions({
    queryKey: cartTotalsQueryKey(locale),
    queryFn: async () => (await apiClient.get('/api/cart/totals', cartTotalsResponseSchema, { query: { ...locale } })).totals,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCartTotals({ enabled = true }: { enabled?: boolean } = {}) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...cartTotalsQueryOptions(useRequestLocale()), enabled: isAuthenticated && enabled });
}
