import { acceptQuotesBodySchema, acceptQuotesResponseSchema, sellQuotesResponseSchema } from '@skins/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { SELL_ORDERS_ROOT } from './get-sell-orders.ts';

const quotesKey = (locale: ReturnType<typeof useRequestLocale>) => [...SELL_ORDERS_ROOT, 'quotes', locale] as const;

/** GET /api/sell-orders/quotes: every skin of the seller's Steam inventory with its instant quote, when they ask. */
export function useInstantQuotes(enabled: boolean) {
  const locale = useRequestLocale();
  return useQuery({
    queryKey: quotesKey(locale),
    queryFn: async ({ signal }) => (await apiClient.get('/api/sell-orders/quotes', sellQuotesResponseSchema, { signal, query: { ...locale }, silent: true })).payload,
    enabled,
    retry: false,
  });
}

/** POST /api/sell-orders/quotes/accept: the ticked quotes become sell orders and one trade; the lists reload. */
export function useAcceptQuotes() {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  return useMutation({
    mutationFn: async (body: { quote_ids: number[]; trade_url: string }) =>
      (await apiClient.post('/api/sell-orders/quotes/accept', acceptQuotesResponseSchema, acceptQuotesBodySchema, { ...body, currency: locale.currency })).payload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELL_ORDERS_ROOT }),
  });
}
