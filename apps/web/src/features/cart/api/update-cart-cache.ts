import type { CartResponse } from '@skins/shared';
import { hashKey } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { CART_QUERY_ROOT } from '../../../lib/query-roots.ts';
import { cartQueryKey } from './cart-query.ts';

export { refreshCart } from '../../../lib/query-roots.ts';

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
