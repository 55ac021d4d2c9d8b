import { deliverySpeedResponseSchema } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/delivery-speed: how fast offers go out now. Refreshed while the page stays open. */
export function useDeliverySpeed() {
  return useQuery({
    queryKey: ['delivery-speed'] as const,
    queryFn: async () => (await apiClient.get('/api/delivery-speed', deliverySpeedResponseSchema, { withLocale: false })).payload,
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
