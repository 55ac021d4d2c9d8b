import type { SellOrder } from '@skins/shared';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { SellerAction } from '../utils/sell-order-actions.ts';
import { SellOrderCard } from './sell-order-card.tsx';

export interface SellOrdersListProps {
  orders: readonly SellOrder[] | undefined;
  onAction: (action: SellerAction, order: SellOrder) => void;
}

/** 'My Sell Orders': every order of the seller, newest first; skeleton rows until the list arrives. */
export function SellOrdersList({ orders, onAction }: SellOrdersListProps) {
  const t = useT();
  return (
    <section className="sell-orders__card" aria-labelledby="my-sell-orders" aria-busy={orders === undefined || undefined}>
      <h2 id="my-sell-orders" className="sell-orders__title">
        {t('sellOrders.listTitle')}
      </h2>
      {orders === undefined ? (
        <div className="sell-orders__skeletons">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={112} className="sell-orders__skeleton" />
          ))}
        </div>
      ) : orders.length === 0 ? (
        <p className="sell-orders__empty">{t('sellOrders.empty')}</p>
      ) : (
        <ul className="sell-orders__list">
          {orders.map((order) => (
            <SellOrderCard key={order.id} order={order} onAction={onAction} />
          ))}
        </ul>
      )}
    </section>
  );
}
