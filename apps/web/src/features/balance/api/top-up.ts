import { topUpBodySchema, widgetCheckoutResponseSchema } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/balance/top-up: opens a top-up order paid through the same widget as a cart. */
export function useTopUp() {
  return useMutation({
    mutationFn: ({ amount, currency }: { amount: string; currency: string }) => apiClient.post('/api/balance/top-up', widgetCheckoutResponseSchema, topUpBodySchema, { amount, currency }),
  });
}
