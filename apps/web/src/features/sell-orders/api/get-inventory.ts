import { inventoryResponseSchema } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { SELL_ORDERS_ROOT } from './get-sell-orders.ts';

/** GET /api/sell-orders/inventory: the seller's Steam inventory, fetched when they ask for it. */
export function useSteamInventory(enabled: boolean) {
  const locale = useRequestLocale();
  return useQuery({
    queryKey: [...SELL_ORDERS_ROOT, 'inventory', locale] as const,
    queryFn: async () => (await apiClient.get('/api/sell-orders/inventory', inventoryResponseSchema, { query: { ...locale }, silent: true })).payload,
    enabled,
    retry: false,
  });
}
