import { messageResponseSchema, watchBodySchema, watchesResponseSchema, watchResponseSchema, type WatchBodyInput } from '@skins/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';

/** Every cached watch list, whatever its currency. */
const WATCHES_ROOT = [USER_QUERY_ROOT, 'watches'] as const;

/** GET /api/watches: my watches with what matched, prices in the visitor's currency. */
export function useWatches() {
  const locale = useRequestLocale();
  return useQuery({
    queryKey: [...WATCHES_ROOT, locale] as const,
    queryFn: async () => (await apiClient.get('/api/watches', watchesResponseSchema, { query: { ...locale } })).payload,
  });
}

export type WatchInput = Omit<WatchBodyInput, 'currency'>;

export function useCreateWatch() {
  const queryClient = useQueryClient();
  const { currency } = useRequestLocale();
  return useMutation({
    mutationFn: async (input: WatchInput) => (await apiClient.post('/api/watches', watchResponseSchema, watchBodySchema, { ...input, currency })).payload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHES_ROOT }),
  });
}

export function useDeleteWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiClient.delete(`/api/watches/${id}`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHES_ROOT }),
  });
}
