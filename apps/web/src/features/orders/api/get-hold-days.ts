import { holdDaysResponseSchema, parseTradeUrl } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** GET /api/trading/hold-days for a well-formed trade URL: how long Steam would hold the buyer's trades. */
export function useHoldDays(tradeUrl: string) {
  const normalized = parseTradeUrl(tradeUrl)?.normalized ?? null;
  return useQuery({
    queryKey: [USER_QUERY_ROOT, 'trading', 'hold-days', normalized] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/api/trading/hold-days?trade_url=${encodeURIComponent(normalized!)}`, holdDaysResponseSchema, { signal, withLocale: false })).payload.days,
    enabled: normalized !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
