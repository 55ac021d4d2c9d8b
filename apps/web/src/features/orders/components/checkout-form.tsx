import { checkoutFieldsSchema, STORAGE_KEYS } from '@skins/shared';
import type { CartItem, PaymentType, UserProfile } from '@skins/shared';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { writeStorage } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCountries } from '../../countries/index.ts';
import { useSettings } from '../../settings/index.ts';
import { newIdempotencyKey, useCheckout } from '../api/checkout.ts';
import { CHECKOUT_SERVER_FIELDS, allFieldsFilled, billingComplete, checkoutBody, checkoutValues } from '../utils/checkout-values.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import type { WidgetCheckoutAnswer } from '../utils/widget-params.ts';
import { CheckoutFields } from './checkout-fields.tsx';

export interface CheckoutFormProps {
  /** Prefills the fields; an e-mail the account already has cannot be changed. */
  profile: UserProfile | undefined;
  currency: string;
  items: readonly CartItem[];
  onClose: () => void;
  /** A request is running: the dialog must not be dismissed meanwhile. */
  onBusyChange: (busy: boolean) => void;
  onWidgetCheckout: (answer: WidgetCheckoutAnswer) => void;
}

/** Spec §9: the hosted payment page opens 300 ms after its toast. */
const REDIRECT_DELAY_MS = 300;

/**
 * The checkout form: a general error box, every field checked on blur by the api's own schema
 * (`checkoutFieldsSchema`), 'Save my information for future purchases' (on), Cancel and Pay, disabled until
 * every field has a value. Pay takes the widget flow; 'Pay on the payment page' the card redirect flow.
 * Each click sends a fresh Idempotency-Key.
 */
export function CheckoutForm({ profile, currency, items, onClose, onBusyChange, onWidgetCheckout }: CheckoutFormProps) {
  const t = useT();
  const countries = useCountries();
  const { data: settings } = useSettings();
  const initial = checkoutValues(profile);
  const form = useSchemaForm<typeof checkoutFieldsSchema, CheckoutValues>(checkoutFieldsSchema, initial);
  // Decided once, from the profile: editing the address must not fold it back into a line.
  const [billingSaved] = useState(() => billingComplete(initial));
  const checkout = useCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const busy = checkout.isPending || redirecting;
  const countryList = countries.data ?? [];
  const values = form.watch();

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // A change to any field takes the last general error away.
  useEffect(() => {
    const subscription = form.watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const redirectTo = (url: string, orderId: number) => {
    writeStorage(STORAGE_KEYS.lastOrderId, String(orderId));
    writeStorage(STORAGE_KEYS.cartNeedsRefresh, 'true');
    setRedirecting(true);
    toast.info(t('toast.redirectingToPayment'));
    setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
  };

  const pay = (paymentType: PaymentType) => {
    setFailure(null);
    // The body carries the fields as typed (trimmed); the api parses them with the same schema.
    const typed = form.getValues();
    const body = checkoutBody(typed, { paymentType, currency, countries: countryList, testMode: settings?.paysage.test_mode, items });
    checkout.mutate(
      { body, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) => {
          if (!('redirect_url' in answer)) onWidgetCheckout(answer);
          else if (answer.redirect_url) redirectTo(answer.redirect_url, answer.order_id);
          else setFailure(t('errors.noRedirectUrl'));
        },
        onError: (error) => {
          const { fields, message } = applyServerErrors(form.setError, error, CHECKOUT_SERVER_FIELDS, t('errors.paymentFailedRetry'));
          setFailure(message);
          if (fields.has('tradeUrl')) toast.error(t('validation.enterValidTradeUrl'));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const paymentType: PaymentType = submitter?.getAttribute('data-payment-type') === 'card' ? 'card' : 'paysage_widget';
    void form.handleSubmit(
      () => pay(paymentType),
      (errors) => {
        // Spec §5: a malformed trade URL is also announced by a toast.
        if (errors.tradeUrl && form.getValues('tradeUrl').trim()) toast.error(t('validation.enterValidTradeUrl'));
      },
    )(event);
  };

  const ready = allFieldsFilled(values) && !busy;
  return (
    <form className="checkout-modal__form" onSubmit={onSubmit} noValidate>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <CheckoutFields
        control={form.control}
        countries={countryList}
        emailLocked={Boolean(profile?.email)}
        emailKept={!profile?.email && values.saveData}
        steamIdLocked={Boolean(profile?.steamId)}
        billingSaved={billingSaved}
        disabled={busy}
      />
      <CheckboxField name="saveData" checked={values.saveData} onChange={(checked) => form.setValue('saveData', checked)} label={t('checkout.saveInfo')} />
      <div className="checkout-modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('checkout.cancel')}
        </button>
        <button type="submit" className="button button--primary" data-payment-type="paysage_widget" disabled={!ready} aria-busy={busy || undefined}>
          {busy ? t('checkout.paying') : t('checkout.pay')}
        </button>
      </div>
      <p className="checkout-modal__alternative">
        <button type="submit" className="checkout-modal__link" data-payment-type="card" disabled={!ready}>
          {t('checkout.payOnPage')}
        </button>
        <span>{t('checkout.payOnPageHint')}</span>
      </p>
      <p className="checkout-modal__secure">{t('checkout.secureNote')}</p>
    </form>
  );
}
