import type { SellOrder } from '@skins/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useStaleOrderHandler } from '../api/use-stale-order-handler.ts';
import { useUpdateSellOrder } from '../api/update-sell-order.ts';
import { sellOrderServerErrors } from '../utils/sell-order-errors.ts';
import { sellOrderValues, validateSellOrder } from '../utils/sell-order-form.ts';
import { SellOrderFields } from './sell-order-fields.tsx';

export interface EditSellOrderModalProps {
  order: SellOrder;
  onClose: () => void;
}

/** 'Edit Sell Order': the sell form filled with the order, while it is pending without an offer. */
export function EditSellOrderModal({ order, onClose }: EditSellOrderModalProps) {
  const t = useT();
  const form = useForm(() => sellOrderValues(order), validateSellOrder);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateSellOrder();
  const staleOrder = useStaleOrderHandler();

  const onSubmit = form.submit((values) => {
    setFailure(null);
    mutation.mutate(
      { id: order.id, values },
      {
        onSuccess: () => {
          toast.success(t('toast.sellOrderUpdated'));
          onClose();
        },
        onError: (error) => {
          if (staleOrder(error)) return onClose();
          const { fields, message } = sellOrderServerErrors(error, t('validation.correctErrors'), t('errors.updateSellOrder'));
          form.setServerErrors(fields);
          setFailure(message);
        },
      },
    );
  });

  return (
    <ModalDialog id="edit-sell-order" title={t('sellOrders.editModal.title')} onClose={onClose} dismissible={!mutation.isPending}>
      <form className="sell-order-form" noValidate onSubmit={onSubmit}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <SellOrderFields form={form} />
        <div className="dialog-actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.saving') : t('sellOrders.editModal.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
