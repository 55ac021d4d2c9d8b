import { STORAGE_KEYS, formatPrice } from '@skins/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/index.ts';
import { removeStorage } from '../../../lib/storage.ts';
import { refreshCart } from '../../../lib/query-roots.ts';
import { useCurrencies } from '../../currencies/index.ts';
import { useOrderStatus } from '../api/get-order-status.ts';
import { parseOrderId, parsePurpose, parseStatusToken } from '../utils/result-query.ts';
import { PaymentResultCard } from './payment-result-card.tsx';

/** /success-payment?order_id= (spec §2): the order number, what was charged, View Orders and Continue Shopping. */
export function SuccessPaymentPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = parseOrderId(params.get('order_id'));
  const topUp = parsePurpose(params.get('type')) === 'top-up';
  const order = useOrderStatus(orderId, parseStatusToken(params.get('status_token')));
  const { data: currencies } = useCurrencies();
  const symbol = currencies?.find((currency) => currency.code === order.data?.currency)?.symbol;

  // Spec §2: entering the page resets the cart state (the paid items left the cart).
  useEffect(() => {
    for (const key of [STORAGE_KEYS.lastPaymentStatus, STORAGE_KEYS.lastOrderId, STORAGE_KEYS.cartNeedsRefresh]) removeStorage(key);
    void refreshCart(queryClient);
  }, [queryClient]);

  return (
    <PaymentResultCard
      tone="success"
      title={topUp ? t('payment.topUpSuccess') : t('payment.successTitle')}
      actions={
        <>
          <Link to={topUp ? '/account?tab=balance' : '/account?tab=orders'} className="button button--primary">
            {topUp ? t('payment.viewBalance') : t('payment.viewOrders')}
          </Link>
          <Link to="/" className="button button--ghost">
            {t('payment.continueShopping')}
          </Link>
        </>
      }
    >
      {orderId !== null ? <p className="payment-result__order">{t('payment.orderNumber', { id: orderId })}</p> : null}
      {order.data?.status === 'completed' ? (
        <p className="payment-result__amount">
          {t('payment.amountCharged', { amount: symbol ? formatPrice(order.data.amount, symbol) : `${order.data.amount.toFixed(2)} ${order.data.currency}` })}
        </p>
      ) : null}
      <p>{topUp ? t('payment.topUpText') : t('payment.successText')}</p>
    </PaymentResultCard>
  );
}
