import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import { refreshCart } from '../../../lib/query-roots.ts';
import { useSettledOrderStatus } from '../api/get-order-status.ts';
import { parseOrderId, parsePurpose, parseStatusToken } from '../utils/result-query.ts';
import { PaymentResultCard } from './payment-result-card.tsx';

/** /fail-payment?order_id=&error= (spec §2): why it failed, Try Again (to the cart) and Return to Home. */
export function FailPaymentPage() {
  const t = useT();
  const term = useTermLabel();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = parseOrderId(params.get('order_id'));
  const topUp = parsePurpose(params.get('type')) === 'top-up';
  const error = params.get('error')?.trim();
  // The bank's reason ('Insufficient funds'), when the provider gave one.
  const order = useSettledOrderStatus(orderId, parseStatusToken(params.get('status_token')));
  const reason = order.data?.status === 'failed' ? order.data.message : null;

  // The failed order gave its items back: the cart shows them as available again.
  useEffect(() => {
    void refreshCart(queryClient);
  }, [queryClient]);

  return (
    <PaymentResultCard
      tone="failure"
      // A top-up buys no order: spec §8's plain 'Payment Failed' rather than 'Order Payment Failed'.
      title={t(topUp ? 'payment.paymentFailed' : 'payment.failTitle')}
      actions={
        <>
          <Link to={topUp ? '/account?tab=balance' : '/cart'} className="button button--primary">
            {t('payment.tryAgain')}
          </Link>
          <Link to="/" className="button button--ghost">
            {t('payment.returnHome')}
          </Link>
        </>
      }
    >
      {orderId !== null ? <p className="payment-result__order">{t('payment.orderNumber', { id: orderId })}</p> : null}
      {/* Spec §2: one reason. The order's record (the bank's words) outranks the query, which anyone can write. */}
      {reason ? (
        <>
          <p>{t('payment.failDefault')}</p>
          <p className="payment-result__note">{t('payment.declineReason', { reason: term('declineReason', reason) })}</p>
        </>
      ) : (
        <p>{error || t('payment.failDefault')}</p>
      )}
    </PaymentResultCard>
  );
}
