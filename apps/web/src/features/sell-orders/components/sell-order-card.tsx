import type { SellOrder } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { awaitsAnswer } from '../utils/sell-order-actions.ts';
import type { SellerAction } from '../utils/sell-order-actions.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import { IntakeStatus } from './intake-status.tsx';
import { OfferHistory } from './offer-history.tsx';
import { OrderActions } from './order-actions.tsx';
import { PriceLines } from './price-lines.tsx';
import { RarityTag } from './rarity-tag.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface SellOrderCardProps {
  order: SellOrder;
  onAction: (action: SellerAction, order: SellOrder) => void;
}

/** One row of 'My Sell Orders': the skin, its status, its prices and what can be done with it now. */
export function SellOrderCard({ order, onAction }: SellOrderCardProps) {
  const t = useT();
  const titleId = `sell-order-${order.id}`;
  return (
    <li className="sell-order" aria-labelledby={titleId}>
      <div className="sell-order__head">
        <div className="sell-order__identity">
          <h3 id={titleId} className="sell-order__name">
            {order.skin_name}
          </h3>
          <p className="sell-order__meta">
            <RarityTag rarity={order.quality} />
            <span>{t('sellOrders.orderNumber', { id: order.id })}</span>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="sell-order__body">
        <PriceLines order={order} />
        {/* An offer is answered once, in 'Offers Awaiting Your Response' above; here the order only points there. */}
        {awaitsAnswer(order) ? (
          <a className="sell-order__answer" href="#offers-awaiting">
            {t('sellOrders.answerAbove')}
          </a>
        ) : (
          <OrderActions order={order} onAction={onAction} />
        )}
      </div>
      <IntakeStatus order={order} />
      {order.admin_price !== null ? <OfferHistory orderId={order.id} /> : null}
    </li>
  );
}
