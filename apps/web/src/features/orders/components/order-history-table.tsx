import { useT } from '../../../lib/i18n/index.ts';
import { formatOrderDate } from '../utils/group-orders.ts';
import type { OrderSummary } from '../utils/group-orders.ts';
import { OrderItems } from './order-items.tsx';
import { OrderTimeline } from '../../order-timeline/index.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

export interface OrderHistoryTableProps {
  orders: readonly OrderSummary[];
  formatAmount: (amount: number, currency: string) => string;
  /** The order a link named: highlighted, its timeline open. */
  focusId?: number | null;
}

/** Wide screens: Date, Item, Total, Status (spec §2 Order history). */
export function OrderHistoryTable({ orders, formatAmount, focusId = null }: OrderHistoryTableProps) {
  const t = useT();
  return (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">{t('account.orders.date')}</th>
          <th scope="col">{t('account.orders.item')}</th>
          <th scope="col" className="order-table__number">
            {t('account.orders.total')}
          </th>
          <th scope="col">{t('account.orders.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-order-id={order.id} data-focused={order.id === focusId || undefined}>
            <td className="order-table__date">
              <span>{formatOrderDate(order.createdAt)}</span>
              <span className="order-table__order">{t('account.orders.orderNumber', { id: order.id })}</span>
            </td>
            <td>
              <OrderItems items={order.items} formatAmount={(amount) => formatAmount(amount, order.currency)} />
            </td>
            <td className="order-table__number order-table__total">{formatAmount(order.total, order.currency)}</td>
            <td>
              <OrderTimeline orderId={order.id} focused={order.id === focusId}>
                <OrderStatusBadge status={order.status} />
              </OrderTimeline>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
