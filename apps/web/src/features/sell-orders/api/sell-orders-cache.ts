import type { SellOrder } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestLocale } from '../../../lib/request-locale.ts';
import { SELL_ORDERS_ROOT, sellOrdersQueryKey } from './get-sell-orders.ts';

/**
 * Writes an answer of a change into the list on screen (the api answers with the order, in the currency
 * the change was sent in), and marks the lists of other currencies stale so they are fetched when shown.
 */
export async function updateCachedSellOrders(queryClient: QueryClient, locale: RequestLocale, update: (orders: SellOrder[]) => SellOrder[]): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: SELL_ORDERS_ROOT, refetchType: 'none' });
  queryClient.setQueryData<SellOrder[]>(sellOrdersQueryKey(locale), (orders) => (orders ? update(orders) : orders));
}

export const replaceOrder = (order: SellOrder) => (orders: SellOrder[]) => orders.map((item) => (item.id === order.id ? order : item));
export const prependOrder = (order: SellOrder) => (orders: SellOrder[]) => [order, ...orders.filter((item) => item.id !== order.id)];
export const removeOrder = (id: number) => (orders: SellOrder[]) => orders.filter((item) => item.id !== id);

/** After a 409 (the order moved on meanwhile) or a 404 (it is gone): the list is fetched again. */
export function refetchSellOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SELL_ORDERS_ROOT });
}
