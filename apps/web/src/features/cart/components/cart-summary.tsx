import { formatPrice } from '@skins/shared';
import type { CartTotals } from '@skins/shared';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { CartTotalsList } from './cart-totals-list.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { TermsAgreement } from './terms-agreement.tsx';

export interface CartSummaryProps {
  itemCount: number;
  /** The totals lines; until they arrive the cart's own total is shown. */
  totals: CartTotals | undefined;
  cartTotal: number;
  currency: string;
  currencySymbol: string;
  /** The cart is (re)loading: Proceed waits. */
  loading: boolean;
  /** A payment is being started: Proceed reads 'Processing...'. */
  busy: boolean;
  onProceed: () => void;
}

/**
 * 'Confirm your order' (spec §2 Cart, §5 Cart): item count, the totals, the promo code, the charged currency,
 * the terms box and Proceed, which is disabled while loading or busy, for an empty cart or a total of 0.
 */
export function CartSummary({ itemCount, totals, cartTotal, currency, currencySymbol, loading, busy, onProceed }: CartSummaryProps) {
  const t = useT();
  const titleId = useId();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const total = totals?.total ?? cartTotal;
  const canProceed = !loading && !busy && itemCount > 0 && total > 0;

  const proceed = () => {
    if (!accepted) {
      setTermsError(true);
      return;
    }
    onProceed();
  };

  return (
    <section className="cart-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-summary__title">
        {t('cart.summaryTitle')}
      </h2>
      <p className="cart-summary__count">{t('cart.itemCount', { count: itemCount })}</p>
      {totals ? (
        <CartTotalsList totals={totals} />
      ) : (
        <dl className="cart-totals">
          <div className="cart-totals__line" data-line="total">
            <dt>{t('cart.total')}</dt>
            <dd>{formatPrice(cartTotal, currencySymbol)}</dd>
          </div>
        </dl>
      )}
      <p className="cart-summary__currency">{t('checkout.chargedIn', { currency: totals?.currency ?? currency })}</p>
      <PromoCodeField totals={totals} disabled={busy || itemCount === 0} />
      <TermsAgreement
        checked={accepted}
        onChange={(checked) => {
          setAccepted(checked);
          if (checked) setTermsError(false);
        }}
        error={termsError ? t('validation.agreeTerms') : undefined}
      />
      <button type="button" className="button button--primary button--large cart-summary__proceed" disabled={!canProceed} aria-busy={busy || undefined} onClick={proceed}>
        {busy ? t('cart.processing') : t('cart.proceed')}
      </button>
    </section>
  );
}
