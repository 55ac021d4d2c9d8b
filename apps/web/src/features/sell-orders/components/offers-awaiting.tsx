import type { SellOrder } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import type { SellerAction } from '../utils/sell-order-actions.ts';
import { OfferCard } from './offer-card.tsx';

export interface OffersAwaitingProps {
  offers: readonly SellOrder[];
  onAction: (action: SellerAction, order: SellOrder) => void;
}

/** 'Offers Awaiting Your Response': the orders in status offer, first on the tab so none is missed (shown while there are any). */
export function OffersAwaiting({ offers, onAction }: OffersAwaitingProps) {
  const t = useT();
  return (
    <section className="sell-orders__card sell-orders__offers" aria-labelledby="offers-awaiting">
      <header className="sell-orders__header">
        <h2 id="offers-awaiting" className="sell-orders__title">
          {t('sellOrders.awaitingTitle')}
        </h2>
        <span className="sell-orders__count" aria-hidden="true">
          {offers.length}
        </span>
      </header>
      <ul className="sell-orders__list">
        {offers.map((order) => (
          <OfferCard key={order.id} order={order} onAction={onAction} />
        ))}
      </ul>
    </section>
  );
}
