import type { CartTotals } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { cartTotalsLines } from '../utils/cart-totals-lines.ts';

export interface CartTotalsProps {
  totals: CartTotals;
}

/** The totals lines of the summary: subtotal, promo discount, free delivery, VAT and the total. */
export function CartTotalsList({ totals }: CartTotalsProps) {
  const t = useT();
  return (
    <dl className="cart-totals">
      {cartTotalsLines(totals).map((line) => (
        <div key={line.id} className="cart-totals__line" data-line={line.id}>
          <dt>
            {t(line.label.key, line.label.params)}
            {line.note ? <span className="cart-totals__note">{t(line.note)}</span> : null}
          </dt>
          <dd>{line.free ? <span className="cart-totals__free">{t('cart.deliveryFree')}</span> : line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
