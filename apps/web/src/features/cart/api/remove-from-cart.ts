import { cartRemoveBodySchema, cartResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { cartQueryKey } from './cart-query.ts';
import { refreshCart, storeCartAnswer } from './update-cart-cache.ts';

/** POST /api/cart/remove by the item's (listing's) id. */
export function removeFromCart(productId: number, currency: string) {
  return apiClient.post('/api/cart/remove', cartResponseSchema, cartRemoveBodySchema, { id: productId, is_variation: false, currency });
}

/** A refused removal (the item left the cart in another tab) reloads the cart, as a refused add does. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: (productId: number) => removeFromCart(productId, locale.currency),
    onSuccess: (answer) => storeCartAnswer(queryClient, locale, answer),
    onError: () => refreshCart(queryClient),
  });
}

/**
 * 'Delete all' (spec §4 Cart): the items are removed one call at a time, in order, so the cart never sees
 * two removals at once; the first failure stops the run and the cart shows what is left.
 */
export function useRemoveAllFromCart() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (productIds: readonly number[]) => {
      try {
        for (const id of productIds) queryClient.setQueryData(cartQueryKey(locale), await removeFromCart(id, locale.currency));
      } finally {
        await refreshCart(queryClient);
      }
    },
  });
}
