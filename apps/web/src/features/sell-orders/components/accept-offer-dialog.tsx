import { ACCEPT_CARD_FIELDS, ACCEPT_CARD_INCOMPLETE, acceptOfferFormSchema, API_ERROR, cardDigits, formatPrice } from '@skins/shared';
import type { AcceptOfferFormInput, SellOrder, UserProfile } from '@skins/shared';
import { useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import type { FieldPath } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useStaleOrderHandler } from '../api/use-stale-order-handler.ts';
import { CARD_NUMBER_INPUT_MAX_LENGTH, formatCardNumberInput } from '../utils/card-number-input.ts';
import { formatExpiryInput } from '../utils/expiry-input.ts';
import { PayoutTerms } from './payout-terms.tsx';
import { useDebouncedCheck } from './use-debounced-check.ts';

export interface AcceptOfferDialogProps {
  order: SellOrder;
  profile: UserProfile;
  onClose: () => void;
  /** The api said the profile lacks IBAN or BIC/SWIFT after all (changed in another tab). */
  onMissingPayment: () => void;
}

type AcceptField = FieldPath<AcceptOfferFormInput>;
const SERVER_FIELDS = { trade_url: 'trade_url', card_number: 'card_number', card_holder_name: 'card_holder_name', card_expire_date: 'card_expire_date' } as const;

/**
 * Accepting staff's offer, headed by the offer and the skin; spec §5's 'Provide Your Trade URL' heads the
 * trade URL step. Then the payout card: number grouped by four, holder, MM/YY, checked by
 * `acceptOfferFormSchema` when a field is left or 300 ms after typing in it stops. No CVV is asked for; the
 * api refuses one. The card pays nothing and receives nothing: only its last four digits, holder and expiry
 * are kept on the order, which staff see beside the IBAN they pay (DESIGN.md Sell orders), and its hint says so.
 */
export function AcceptOfferDialog({ order, profile, onClose, onMissingPayment }: AcceptOfferDialogProps) {
  const t = useT();
  const steamId = profile.steamId ?? profile.steam_id;
  const schema = useMemo(() => acceptOfferFormSchema(steamId), [steamId]);
  const form = useSchemaForm(
    schema,
    { trade_url: profile.steam_trade_link ?? profile.trade_url ?? '', card_number: '', card_holder_name: '', card_expire_date: '' },
    { mode: 'onSubmit' },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useAcceptOffer();
  const staleOrder = useStaleOrderHandler();
  const checks = useDebouncedCheck<AcceptField>((name) => void form.trigger(name));

  const useField = (name: AcceptField, format: (raw: string, previous: string) => string = (raw) => raw) => {
    const field = useFormField(form.control, name);
    return {
      ...field,
      onChange: (raw: string) => {
        field.onChange(format(raw, field.value));
        checks.schedule(name);
      },
      onBlur: () => {
        field.onBlur();
        checks.now(name);
      },
      required: true,
    };
  };
  const tradeUrl = useField('trade_url');
  const cardNumber = useField('card_number', formatCardNumberInput);
  const cardHolder = useField('card_holder_name');
  const cardExpiry = useField('card_expire_date', formatExpiryInput);

  const amount = formatPrice(order.admin_price, order.currency_symbol);

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      // The digits of the number only, and never a CVV field.
      const body = { trade_url: values.trade_url.trim(), card_number: cardDigits(values.card_number), card_holder_name: values.card_holder_name.trim(), card_expire_date: values.card_expire_date.trim() };
      mutation.mutate(
        { id: order.id, body },
        {
          onSuccess: () => {
            toast.success(t('toast.offerAccepted'));
            onClose();
          },
          onError: (error) => {
            if (staleOrder(error)) return onClose();
            if (hasErrorCode(error, API_ERROR.PAYMENT_DETAILS_MISSING)) return onMissingPayment();
            setFailure(applyServerErrors(form.setError, error, SERVER_FIELDS, t('errors.acceptOffer')).message);
          },
        },
      );
    },
    (errors) => {
      // The three card fields are asked for together: the form says so and focuses the first one missing.
      const incomplete = errors[ACCEPT_CARD_INCOMPLETE as AcceptField];
      setFailure(incomplete?.message ?? null);
      const fieldError = [...(['trade_url'] as const), ...ACCEPT_CARD_FIELDS].some((name) => errors[name]);
      const missing = ACCEPT_CARD_FIELDS.find((name) => form.getValues(name).trim() === '');
      if (!fieldError && missing) form.setFocus(missing);
    },
  );

  // A press on the submit button leaves the focused field focused and drops pending checks: the submit checks
  // every field itself. Checking on the way (the field's blur) took a message away between the press and the
  // release, which moved the button out from under the pointer, and the click never happened.
  const keepLayoutForClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    checks.cancelAll();
  };

  return (
    <ModalDialog id="accept-offer" title={t('sellOrders.acceptModal.heading', { amount, item: order.skin_name })} onClose={onClose} dismissible={!mutation.isPending}>
      <h3 className="accept-offer__step">{t('sellOrders.acceptModal.title')}</h3>
      <p className="accept-offer__text">{t('sellOrders.acceptModal.text')}</p>
      <form className="accept-offer" noValidate onSubmit={(event) => void submit(event)}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField label={t('sellOrders.acceptModal.tradeUrl')} type="url" inputMode="url" autoComplete="off" placeholder={t('account.tradeUrl.placeholder')} {...tradeUrl} />
        <TextField
          label={t('sellOrders.acceptModal.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={t('sellOrders.acceptModal.cardNumberPlaceholder')}
          maxLength={CARD_NUMBER_INPUT_MAX_LENGTH}
          hint={t('sellOrders.acceptModal.cardWhy')}
          {...cardNumber}
        />
        <div className="accept-offer__row">
          <TextField label={t('sellOrders.acceptModal.cardHolder')} autoComplete="cc-name" placeholder={t('sellOrders.acceptModal.cardHolderPlaceholder')} maxLength={100} {...cardHolder} />
          <TextField
            label={t('sellOrders.acceptModal.cardExpiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('sellOrders.acceptModal.cardExpiryPlaceholder')}
            maxLength={5}
            {...cardExpiry}
          />
        </div>
        <p className="accept-offer__note">{t('sellOrders.acceptModal.noCvv')}</p>
        <PayoutTerms amount={amount} iban={profile.iban} />
        <div className="dialog-actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending} onMouseDown={keepLayoutForClick}>
            {mutation.isPending ? t('common.processing') : t('sellOrders.acceptModal.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
