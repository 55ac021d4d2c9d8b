import { sellOrderBodySchema } from '@skins/shared';
import type { SellOrder } from '@skins/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useStaleOrderHandler } from '../api/use-stale-order-handler.ts';
import { useUpdateSellOrder } from '../api/update-sell-order.ts';
import { sellOrderServerErrors } from '../utils/sell-order-errors.ts';
import type { SellOrderField } from '../utils/sell-order-errors.ts';
import { sellOrderValues } from '../utils/sell-order-form.ts';
import { SellOrderFields } from './sell-order-fields.tsx';

export interface EditSellOrderModalProps {
  order: SellOrder;
  onClose: () => void;
}

/** 'Edit Sell Order': the sell form filled with the order, while it is pending without an offer. */
export function EditSellOrderModal({ order, onClose }: EditSellOrderModalProps) {
  const t = useT();
  const form = useSchemaForm(sellOrderBodySchema, sellOrderValues(order));
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateSellOrder();
  const staleOrder = useStaleOrderHandler();

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    mutation.mutate(
      { id: order.id, body },
      {
        onSuccess: () => {
          toast.success(t('toast.sellOrderUpdated'));
          onClose();
        },
        onError: (error) => {
          if (staleOrder(error)) return onClose();
          const { fields, message } = sellOrderServerErrors(error, t('validation.correctErrors'), t('errors.updateSellOrder'));
          for (const [field, text] of Object.entries(fields)) form.setError(field as SellOrderField, { type: 'server', message: text });
          setFailure(message);
        },
      },
    );
  });

  return (
    <ModalDialog id="edit-sell-order" title={t('sellOrders.editModal.title')} onClose={onClose} dismissible={!mutation.isPending}>
      <form className="sell-order-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <SellOrderFields control={form.control} />
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
