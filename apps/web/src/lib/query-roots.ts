import type { QueryClient } from '@tanstack/react-query';

/**
 * Roots of the query keys several features touch, kept out of any one feature so that each may use them
 * without importing another (the cart owns its queries; the checkout and the payment pages only mark
 * them stale). Everything of the signed-in user starts with USER_QUERY_ROOT and is dropped at sign-out.
 */
export const USER_QUERY_ROOT = 'user';

/** Every cart query (contents and totals) sits under this key, so one invalidation refreshes the cart. */
export const CART_QUERY_ROOT = [USER_QUERY_ROOT, 'cart'] as const;

/** Spec §2 /success-payment and §4 Cart page load: forget the cached cart and ask for it again. */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
}
