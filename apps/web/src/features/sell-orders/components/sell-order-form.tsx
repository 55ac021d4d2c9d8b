import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateSellOrder } from '../api/create-sell-order.ts';
import { sellOrderServerErrors } from '../utils/sell-order-errors.ts';
import { EMPTY_SELL_ORDER, validateSellOrder } from '../utils/sell-order-form.ts';
import { InventoryPicker } from './inventory-picker.tsx';
import { SellOrderFields } from './sell-order-fields.tsx';

/** 'Sell Your Skin or Item': a new sell order; the form starts over once it is submitted. */
export function SellOrderForm() {
  const t = useT();
  const form = useForm(EMPTY_SELL_ORDER, validateSellOrder);
  // The client's 'correct the errors' lasts while a field is still invalid; the server's until the next submit.
  const [failure, setFailure] = useState<{ text: string; client: boolean } | null>(null);
  const mutation = useCreateSellOrder();

  const submit = form.submit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY_SELL_ORDER);
        toast.success(t('toast.sellOrderSubmitted'));
      },
      onError: (error) => {
        const { fields, message } = sellOrderServerErrors(error, t('validation.correctErrors'), t('errors.submitSellOrder'));
        form.setServerErrors(fields);
        setFailure({ text: message, client: false });
      },
    });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(form.isValid ? null : { text: t('validation.correctErrors'), client: true });
    submit(event);
  };

  return (
    <section className="sell-orders__card" aria-labelledby="sell-order-form">
      <header className="sell-orders__intro">
        <h2 id="sell-order-form" className="sell-orders__title">
          {t('sellOrders.formTitle')}
        </h2>
        <p className="sell-orders__hint">{t('sellOrders.formDescription')}</p>
      </header>
      <form className="sell-order-form" noValidate onSubmit={onSubmit}>
        {failure && !(failure.client && form.isValid) ? <FormAlert tone="error">{failure.text}</FormAlert> : null}
        <InventoryPicker onPick={(pick) => form.reset({ ...form.values, ...pick })} />
        <SellOrderFields form={form} />
        <button type="submit" className="button button--primary sell-order-form__submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('sellOrders.submitting') : t('sellOrders.submit')}
        </button>
      </form>
    </section>
  );
}
