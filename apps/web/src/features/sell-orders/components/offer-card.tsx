import { formatPrice } from '@skins/shared';
import type { SellOrder } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import type { SellerAction } from '../utils/sell-order-actions.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import { RarityTag } from './rarity-tag.tsx';

export interface OfferCardProps {
  order: SellOrder;
  onAction: (action: SellerAction, order: SellOrder) => void;
}

/** An offer waiting for the seller: the asked price, 'Our Offer', Accept and Reject. */
export function OfferCard({ order, onAction }: OfferCardProps) {
  const t = useT();
  const titleId = `offer-${order.id}`;
  return (
    <li className="offer-card" aria-labelledby={titleId}>
      <div className="offer-card__identity">
        <h3 id={titleId} className="offer-card__name">
          {order.skin_name}
        </h3>
        <p className="offer-card__meta">
          <RarityTag rarity={order.quality} />
          <span>
            {t('sellOrders.yourPrice')}: {formatPrice(order.price, order.currency_symbol)}
          </span>
        </p>
      </div>
      <div className="offer-card__offer">
        <span className="offer-card__offer-label">{t('sellOrders.ourOffer')}</span>
        <strong className="offer-card__offer-price">{formatPrice(order.admin_price, order.currency_symbol)}</strong>
        {order.offer_valid_until ? <span className="offer-card__valid">{t('sellOrders.offerValidUntil', { date: formatDateTime(order.offer_valid_until) })}</span> : null}
      </div>
      <div className="offer-card__actions">
        <button type="button" className="button button--primary" onClick={() => onAction('accept', order)}>
          {t('sellOrders.accept')}
        </button>
        <button type="button" className="button button--ghost order-actions__danger" onClick={() => onAction('reject', order)}>
          {t('sellOrders.reject')}
        </button>
      </div>
    </li>
  );
}
