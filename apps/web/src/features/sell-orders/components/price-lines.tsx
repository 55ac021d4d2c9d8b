import { formatPrice } from '@skins/shared';
import type { SellOrder } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { priceLines } from '../utils/sell-order-prices.ts';

/** The order's prices as the list shows them: asked, offered, agreed or sold (see `priceLines`). */
export function PriceLines({ order }: { order: SellOrder }) {
  const t = useT();
  return (
    <dl className="price-lines">
      {priceLines(order).map((line) => (
        <div key={line.label} className={line.emphasis ? 'price-lines__line price-lines__line--emphasis' : 'price-lines__line'}>
          <dt>{t(line.label)}</dt>
          <dd>{line.struck ? <s>{formatPrice(line.amount, order.currency_symbol)}</s> : formatPrice(line.amount, order.currency_symbol)}</dd>
        </div>
      ))}
    </dl>
  );
}
