import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { refetchSellOrders } from './sell-orders-cache.ts';

/**
 * A change refused because the order moved on meanwhile (409: staff made an offer, the move is no longer
 * allowed) or is gone (404): its message is shown, the list fetched again, and true returned, so the
 * caller closes its dialog.
 */
export function useStaleOrderHandler() {
  const queryClient = useQueryClient();
  return (error: unknown): boolean => {
    if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) return false;
    toast.error(error.message);
    void refetchSellOrders(queryClient);
    return true;
  };
}
