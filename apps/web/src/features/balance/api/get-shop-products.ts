import { shopProductsResponseSchema } from '@skins/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import type { RequestLocale } from '../../../lib/request-locale.ts';

export type ShopKind = 'pack' | 'prompt';

/** GET /api/packs or /api/prompts: what can be bought from the balance, priced in the chosen currency. */
export function shopProductsQueryOptions(kind: ShopKind, locale: RequestLocale) {
  return queryOptions({
    queryKey: ['shop', kind, locale] as const,
    queryFn: async () => (await apiClient.get(kind === 'pack' ? '/api/packs' : '/api/prompts', shopProductsResponseSchema, { query: { ...locale } })).payload,
    placeholderData: keepPreviousData,
  });
}

export function useShopProducts(kind: ShopKind) {
  return useQuery(shopProductsQueryOptions(kind, useRequestLocale()));
}
