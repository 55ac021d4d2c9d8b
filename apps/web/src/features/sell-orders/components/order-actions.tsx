import type { SellOrder } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { sellerActions } from '../utils/sell-order-actions.ts';
import type { SellerAction } from '../utils/sell-order-actions.ts';

export interface OrderActionsProps {
  order: SellOrder;
  onAction: (action: SellerAction, order: SellOrder) => void;
}

const LABELS: Record<SellerAction, MessageKey> = {
  accept: 'sellOrders.accept',
  reject: 'sellOrders.reject',
  edit: 'sellOrders.edit',
  delete: 'sellOrders.delete',
  paymentDetails: 'sellOrders.viewPaymentDetails',
};

const STYLES: Record<SellerAction, string> = {
  accept: 'button button--primary',
  reject: 'button button--ghost order-actions__danger',
  edit: 'button button--ghost',
  delete: 'button button--ghost order-actions__danger',
  paymentDetails: 'button button--ghost',
};

/** Only the buttons that can work in the order's status (SELL_ORDER_ACTIONS). */
export function OrderActions({ order, onAction }: OrderActionsProps) {
  const t = useT();
  const actions = sellerActions(order);
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action) => (
        <button key={action} type="button" className={STYLES[action]} onClick={() => onAction(action, order)}>
          {t(LABELS[action])}
        </button>
      ))}
    </div>
  );
}
