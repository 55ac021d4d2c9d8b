import { formatPrice, topUpFormSchema } from '@skins/shared';
import { useMemo, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import type { WidgetCheckoutAnswer } from '../../orders/index.ts';
import { useSettings } from '../../settings/index.ts';
import { useTopUp } from '../api/top-up.ts';
import './balance.css';

export const TOP_UP_MODAL = 'TOP_UP_MODAL';

export interface TopUpModalProps {
  onClose: () => void;
  /** The top-up order is open: the caller closes this modal and starts the widget. */
  onWidgetCheckout: (answer: WidgetCheckoutAnswer) => void;
}

/** The balance top-up (spec §1, §2 `modal=TOP_UP_MODAL`): an amount of at least the minimum, paid by the widget. */
export function TopUpModal({ onClose, onWidgetCheckout }: TopUpModalProps) {
  const t = useT();
  const { currencyCode, currencySymbol } = usePreferences();
  const { data: settings } = useSettings();
  const minimum = settings?.min_top_up ?? 0;
  const schema = useMemo(() => topUpFormSchema(minimum, currencySymbol), [minimum, currencySymbol]);
  const form = useSchemaForm(schema, { amount: '' });
  const amount = useFormField(form.control, 'amount');
  const topUp = useTopUp();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    topUp.mutate(
      { amount: values.amount, currency: currencyCode },
      {
        onSuccess: onWidgetCheckout,
        onError: (error) => setFailure(applyServerErrors(form.setError, error, { amount: 'amount' }, t('errors.initPayment')).message),
      },
    );
  });

  return (
    <ModalDialog id={TOP_UP_MODAL} title={t('account.topUpTitle')} onClose={onClose} dismissible={!topUp.isPending} className="top-up-modal">
      <p className="top-up-modal__text">{t('account.topUpText')}</p>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <form className="top-up-modal__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('account.topUpAmount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={minimum > 0 ? minimum.toFixed(2) : '0.00'}
          hint={minimum > 0 ? t('account.topUpMin', { amount: formatPrice(minimum, currencySymbol) }) : undefined}
          required
          disabled={topUp.isPending}
          {...amount}
          // The field has the focus when the modal opens: leaving it empty (a click on the text, Cancel) is not a
          // mistake yet, so only a typed amount is checked on leaving; Top up checks an empty one.
          onBlur={amount.value.trim() ? amount.onBlur : undefined}
        />
        <p className="top-up-modal__currency">{t('checkout.chargedIn', { currency: currencyCode })}</p>
        <div className="top-up-modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={topUp.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={topUp.isPending} aria-busy={topUp.isPending || undefined}>
            {topUp.isPending ? t('common.processing') : t('account.topUpButton')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
