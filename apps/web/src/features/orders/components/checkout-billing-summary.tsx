import { useT } from '../../../lib/i18n/index.ts';

export interface CheckoutBillingSummaryProps {
  address: string;
  postCode: string;
  city: string;
  country: string;
  onChange: () => void;
  disabled: boolean;
}

/** The saved billing address in one line, with Change: a buyer of a digital item is not asked to type it again. */
export function CheckoutBillingSummary({ address, postCode, city, country, onChange, disabled }: CheckoutBillingSummaryProps) {
  const t = useT();
  const title = t('checkout.billingSaved');
  return (
    <div className="checkout-fields__wide checkout-billing" role="group" aria-label={title}>
      <div className="checkout-billing__text">
        <span className="checkout-billing__title">{title}</span>
        <span className="checkout-billing__address">{[address, `${postCode} ${city}`, country].filter((part) => part.trim() !== '').join(', ')}</span>
      </div>
      <button type="button" className="button button--ghost checkout-billing__change" onClick={onChange} disabled={disabled}>
        {t('checkout.billingChange')}
      </button>
    </div>
  );
}
