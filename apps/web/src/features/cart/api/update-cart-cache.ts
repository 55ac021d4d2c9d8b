import type { CartResponse } from '@skins/shared';
import { hashKey } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { CART_QUERY_ROOT, cartQueryKey } from './cart-query.ts';

/**
 * A cart mutation answers with the whole cart (in the currency it was sent with): it becomes the cached cart,
 * and everything else of the cart (totals, the cart in other currencies) is marked stale, the totals refetched.
 */
export async function storeCartAnswer(queryClient: QueryClient, locale: RequestLocale, answer: CartResponse): Promise<void> {
  const key = cartQueryKey(locale);
  queryClient.setQueryData(key, answer);
  const stored = hashKey(key);
  await queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT, predicate: (query) => query.queryHash !== stored });
}

/** Spec §2 /success-payment and §4 Cart page load: forget the cached cart and ask for it again. */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
}
