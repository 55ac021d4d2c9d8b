import { purchasePackBodySchema, purchasePromptBodySchema, purchaseResponseSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';
import { balanceQueryKey } from './balance-query.ts';
import type { ShopKind } from './get-shop-products.ts';
import { purchaseHistoryQueryKey } from './get-purchase-history.ts';

/**
 * POST /api/purchase/pack (opens the pack: what it won comes back and is delivered by trade offer) or
 * /purchase/prompt (with the buyer's text); paid from the balance ('Not enough funds!' when short).
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, promptText = '' }: { kind: ShopKind; id: number; promptText?: string }) =>
      kind === 'pack'
        ? apiClient.post('/api/purchase/pack', purchaseResponseSchema, purchasePackBodySchema, { pack_id: id })
        : apiClient.post('/api/purchase/prompt', purchaseResponseSchema, purchasePromptBodySchema, { prompt_id: id, prompt_text: promptText }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(balanceQueryKey, answer.payload.balance);
      // Spec §7: the profile is fetched again after a purchase.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'profile'] }),
        // A pack's items are an order of their own, delivered like any bought item.
        queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'orders'] }),
      ]);
    },
  });
}
