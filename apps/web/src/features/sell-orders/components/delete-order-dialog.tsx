import type { SellOrder } from '@skins/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDeleteSellOrder } from '../api/delete-sell-order.ts';
import { useStaleOrderHandler } from '../api/use-stale-order-handler.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** 'Are you sure you want to delete this sell order?', then the order leaves the list. */
export function DeleteOrderDialog({ order, onClose }: { order: SellOrder; onClose: () => void }) {
  const t = useT();
  const mutation = useDeleteSellOrder();
  const staleOrder = useStaleOrderHandler();
  const confirm = () =>
    mutation.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('toast.sellOrderDeleted'));
        onClose();
      },
      onError: (error) => {
        if (!staleOrder(error)) toast.error(isApiError(error) && error.message ? error.message : t('errors.deleteSellOrder'));
        onClose();
      },
    });
  return <ConfirmDialog id="delete-sell-order" text={t('sellOrders.confirmDelete')} confirmLabel={t('sellOrders.delete')} busy={mutation.isPending} onConfirm={confirm} onClose={onClose} />;
}
