import { useT } from '../../../lib/i18n/index.ts';
import { formatOrderDate } from '../utils/group-orders.ts';
import type { OrderSummary } from '../utils/group-orders.ts';
import { OrderItems } from './order-items.tsx';
import { OrderTimeline } from '../../order-timeline/index.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

export interface OrderHistoryCardsProps {
  orders: readonly OrderSummary[];
  formatAmount: (amount: number, currency: string) => string;
  /** The order a link named: highlighted, its timeline open. */
  focusId?: number | null;
}

/** Narrow screens: one card per order. */
export function OrderHistoryCards({ orders, formatAmount, focusId = null }: OrderHistoryCardsProps) {
  const t = useT();
  return (
    <ul className="order-cards">
      {orders.map((order) => (
        <li key={order.id} className="order-card" data-order-id={order.id} data-focused={order.id === focusId || undefined}>
          <div className="order-card__header">
            <span className="order-card__number">{t('account.orders.orderNumber', { id: order.id })}</span>
            <OrderTimeline orderId={order.id} focused={order.id === focusId}>
              <OrderStatusBadge status={order.status} />
            </OrderTimeline>
          </div>
          <p className="order-card__date">{formatOrderDate(order.createdAt)}</p>
          <OrderItems items={order.items} formatAmount={(amount) => formatAmount(amount, order.currency)} />
          <p className="order-card__total">
            <span>{t('account.orders.total')}</span>
            <strong>{formatAmount(order.total, order.currency)}</strong>
          </p>
        </li>
      ))}
    </ul>
  );
}
