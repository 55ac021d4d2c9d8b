import { CheckoutDeliveryNotes } from './checkout-delivery-notes.tsx';
import { formatPrice } from '@skins/shared';
import type { CartItem } from '@skins/shared';
import { useEffect, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useProfile } from '../../auth/index.ts';
import { useSettings } from '../../settings/index.ts';
import { loadWidgetScript } from '../utils/load-widget-script.ts';
import type { WidgetCheckoutAnswer } from '../utils/widget-params.ts';
import { CheckoutForm } from './checkout-form.tsx';
import './checkout-modal.css';

export interface CheckoutModalProps {
  /** What will be charged: the cart total after discount and VAT, in `currency`. */
  amount: number;
  currency: string;
  currencySymbol: string;
  items: readonly CartItem[];
  onClose: () => void;
  /** The order is open and the widget may start (the caller closes this modal first). */
  onWidgetCheckout: (answer: WidgetCheckoutAnswer) => void;
}

/**
 * Spec §2 Checkout modal ('Payment details'): the amount and currency that will be charged, then the form,
 * prefilled from the profile (it waits for the profile, so nothing typed is overwritten). The backdrop
 * closes it, except while a payment is being started.
 */
export function CheckoutModal({ amount, currency, currencySymbol, items, onClose, onWidgetCheckout }: CheckoutModalProps) {
  const t = useT();
  const profile = useProfile();
  const { data: settings } = useSettings();
  const [busy, setBusy] = useState(false);
  const widgetUrl = settings?.paysage.widget_url;

  // The buyer is about to pay: fetch the widget script now, so the widget opens without a wait.
  useEffect(() => {
    if (widgetUrl) loadWidgetScript(widgetUrl).catch(() => undefined);
  }, [widgetUrl]);

  return (
    <ModalDialog id="checkout" title={t('checkout.title')} onClose={onClose} dismissible={!busy} className="checkout-modal">
      <div className="checkout-modal__amount">
        <span className="checkout-modal__amount-label">{t('checkout.amount')}</span>
        <strong className="checkout-modal__amount-value">{formatPrice(amount, currencySymbol)}</strong>
        <span className="checkout-modal__currency">{t('checkout.chargedIn', { currency })}</span>
      </div>
      <CheckoutDeliveryNotes items={items} />
      {profile.isPending && profile.fetchStatus !== 'idle' ? (
        <div className="checkout-modal__loading">
          <Spinner size={32} />
        </div>
      ) : (
        <CheckoutForm profile={profile.data} currency={currency} items={items} onClose={onClose} onBusyChange={setBusy} onWidgetCheckout={onWidgetCheckout} />
      )}
    </ModalDialog>
  );
}
