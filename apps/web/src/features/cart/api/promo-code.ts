import { applyPromoBodySchema, cartTotalsResponseSchema } from '@skins/shared';
import type { CartTotals } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { cartTotalsQueryKey } from './cart-totals-query.ts';

/** POST /api/cart/promo: the new totals, or a 422 whose `errors.code[0]` says why the code was refused. */
export function useApplyPromoCode() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (code: string): Promise<CartTotals> =>
      (await apiClient.post('/api/cart/promo', cartTotalsResponseSchema, applyPromoBodySchema, { code, currency: locale.currency })).totals,
    onSuccess: (totals) => queryClient.setQueryData(cartTotalsQueryKey(locale), totals),
  });
}

/** DELETE /api/cart/promo: the totals without the code. */
export function useRemovePromoCode() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (): Promise<CartTotals> => (await apiClient.delete('/api/cart/promo', cartTotalsResponseSchema, { query: { ...locale } })).totals,
    onSuccess: (totals) => queryClient.setQueryData(cartTotalsQueryKey(locale), totals),
  });
}
