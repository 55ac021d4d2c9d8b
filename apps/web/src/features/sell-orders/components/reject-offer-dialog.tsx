import type { SellOrder } from '@skins/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRejectOffer } from '../api/reject-offer.ts';
import { useStaleOrderHandler } from '../api/use-stale-order-handler.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** 'Are you sure you want to reject this offer?', then the answer replaces the order in the list. */
export function RejectOfferDialog({ order, onClose }: { order: SellOrder; onClose: () => void }) {
  const t = useT();
  const mutation = useRejectOffer();
  const staleOrder = useStaleOrderHandler();
  const confirm = () =>
    mutation.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('toast.offerRejected'));
        onClose();
      },
      onError: (error) => {
        if (!staleOrder(error)) toast.error(isApiError(error) && error.message ? error.message : t('errors.rejectOffer'));
        onClose();
      },
    });
  return <ConfirmDialog id="reject-offer" text={t('sellOrders.confirmReject')} confirmLabel={t('sellOrders.reject')} busy={mutation.isPending} onConfirm={confirm} onClose={onClose} />;
}
