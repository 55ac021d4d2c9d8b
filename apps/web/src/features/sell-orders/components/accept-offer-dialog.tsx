import { API_ERROR, formatPrice } from '@skins/shared';
import type { SellOrder, UserProfile } from '@skins/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { fieldErrorText, serverFormErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useStaleOrderHandler } from '../api/use-stale-order-handler.ts';
import { ACCEPT_SERVER_FIELDS, missingCardField } from '../utils/accept-offer-form.ts';
import type { AcceptField } from '../utils/accept-offer-form.ts';
import { CARD_NUMBER_INPUT_MAX_LENGTH, formatCardNumberInput } from '../utils/card-number-input.ts';
import { formatExpiryInput } from '../utils/expiry-input.ts';
import { useAcceptForm } from './use-accept-form.ts';

export interface AcceptOfferDialogProps {
  order: SellOrder;
  profile: UserProfile;
  onClose: () => void;
  /** The api said the profile lacks IBAN or BIC/SWIFT after all (changed in another tab). */
  onMissingPayment: () => void;
}

/**
 * 'Provide Your Trade URL': the trade URL (the profile's, to start with) and the payout card: number grouped
 * by four, holder, MM/YY. No CVV is asked for; the api refuses one.
 */
export function AcceptOfferDialog({ order, profile, onClose, onMissingPayment }: AcceptOfferDialogProps) {
  const t = useT();
  const steamId = profile.steamId ?? profile.steam_id;
  const form = useAcceptForm({ tradeUrl: profile.steam_trade_link ?? profile.trade_url ?? '', cardNumber: '', cardHolder: '', cardExpiry: '' }, steamId);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useAcceptOffer();
  const staleOrder = useStaleOrderHandler();

  const field = (name: AcceptField, format: (raw: string) => string = (raw) => raw) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, format(value)),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
    required: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = form.checkAll();
    const missing = missingCardField(form.values);
    const first = invalid ?? missing;
    if (first) {
      setFailure(missing ? t('validation.completePaymentInfo') : null);
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setFailure(null);
    mutation.mutate(
      { id: order.id, values: form.values },
      {
        onSuccess: () => {
          toast.success(t('toast.offerAccepted'));
          onClose();
        },
        onError: (error) => {
          if (staleOrder(error)) return onClose();
          if (hasErrorCode(error, API_ERROR.PAYMENT_DETAILS_MISSING)) return onMissingPayment();
          const { fields, message } = serverFormErrors(error, ACCEPT_SERVER_FIELDS, t('errors.acceptOffer'));
          form.setServerErrors(fields);
          setFailure(message);
        },
      },
    );
  };

  return (
    <ModalDialog id="accept-offer" title={t('sellOrders.acceptModal.title')} onClose={onClose} dismissible={!mutation.isPending}>
      <p className="accept-offer__text">{t('sellOrders.acceptModal.text', { amount: formatPrice(order.admin_price, order.currency_symbol) })}</p>
      <form className="accept-offer" noValidate onSubmit={onSubmit}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField label={t('sellOrders.acceptModal.tradeUrl')} type="url" inputMode="url" autoComplete="off" placeholder={t('account.tradeUrl.placeholder')} {...field('tradeUrl')} />
        <TextField
          label={t('sellOrders.acceptModal.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={t('sellOrders.acceptModal.cardNumberPlaceholder')}
          maxLength={CARD_NUMBER_INPUT_MAX_LENGTH}
          {...field('cardNumber', formatCardNumberInput)}
        />
        <div className="accept-offer__row">
          <TextField label={t('sellOrders.acceptModal.cardHolder')} autoComplete="cc-name" placeholder={t('sellOrders.acceptModal.cardHolderPlaceholder')} maxLength={100} {...field('cardHolder')} />
          <TextField
            label={t('sellOrders.acceptModal.cardExpiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('sellOrders.acceptModal.cardExpiryPlaceholder')}
            maxLength={5}
            {...field('cardExpiry', (raw) => formatExpiryInput(raw, form.values.cardExpiry))}
          />
        </div>
        <p className="accept-offer__note">{t('sellOrders.acceptModal.noCvv')}</p>
        <div className="dialog-actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.processing') : t('sellOrders.acceptModal.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
