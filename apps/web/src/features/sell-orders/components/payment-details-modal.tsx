import { formatPrice } from '@skins/shared';
import type { SellOrder } from '@skins/shared';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { PayoutTerms } from './payout-terms.tsx';

export interface PaymentDetailsModalProps {
  order: SellOrder;
  onClose: () => void;
}

/** 'Payment Details' (read-only): where the payout goes, the card only masked as the api answers it. */
export function PaymentDetailsModal({ order, onClose }: PaymentDetailsModalProps) {
  const t = useT();
  const amount = order.final_price ?? order.admin_price;
  const rows: [MessageKey, string | null][] = [
    ['sellOrders.paymentModal.amount', amount === null ? null : formatPrice(amount, order.currency_symbol)],
    ['sellOrders.paymentModal.cardNumber', order.card_number],
    ['sellOrders.paymentModal.cardHolder', order.card_holder_name],
    ['sellOrders.paymentModal.cardExpiry', order.card_expire_date],
    ['sellOrders.paymentModal.tradeUrl', order.trade_url],
  ];
  return (
    <ModalDialog id="payment-details" title={t('sellOrders.paymentModal.title')} onClose={onClose}>
      <p className="payment-details__order">
        {order.skin_name} · {t('sellOrders.orderNumber', { id: order.id })}
      </p>
      <dl className="payment-details">
        {rows.map(([label, value]) => (
          <div key={label} className="payment-details__row">
            <dt>{t(label)}</dt>
            <dd className={label === 'sellOrders.paymentModal.cardNumber' ? 'payment-details__card' : undefined}>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {amount === null ? null : <PayoutTerms amount={formatPrice(amount, order.currency_symbol)} />}
      <div className="dialog-actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
