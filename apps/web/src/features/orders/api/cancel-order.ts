import { orderCancelBodySchema, orderStatusResponseSchema } from '@skins/shared';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/orders/cancel: the buyer closed the widget without paying, so the order is canceled at once and
 * its items go back on sale (the api asks the provider first, and completes the order if it was paid).
 */
export async function cancelOrder(orderId: number) {
  return (await apiClient.post('/api/orders/cancel', orderStatusResponseSchema, orderCancelBodySchema, { order_id: orderId }, { silent: true })).order;
}
