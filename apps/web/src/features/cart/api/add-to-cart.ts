import { cartAddBodySchema, cartResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { refreshCart, storeCartAnswer } from './update-cart-cache.ts';

/**
 * POST /api/cart/add: one of each item (unique-items mode, count 1). A refusal ('This item is already in your
 * cart': another tab added it) says the cached cart is out of date, so the cart is asked for again and the
 * buttons and the header badge follow it.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: (productId: number) => apiClient.post('/api/cart/add', cartResponseSchema, cartAddBodySchema, { id: productId, count: 1, currency: locale.currency }),
    onSuccess: (answer) => storeCartAnswer(queryClient, locale, answer),
    onError: () => refreshCart(queryClient),
  });
}
