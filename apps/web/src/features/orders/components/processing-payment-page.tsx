import { ORDER_STATUS_POLL_MAX_ATTEMPTS } from '@skins/shared';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/index.ts';
import { usePolledOrderStatus } from '../api/use-polled-order-status.ts';
import { parseOrderId, parsePurpose, parseStatusToken } from '../utils/result-query.ts';
import { paymentResultQuery } from '../utils/widget-params.ts';
import { PaymentResultCard } from './payment-result-card.tsx';

/**
 * /processing-payment?order_id=&status_token= (spec §4 Processing page; open without a session, §2): the order's status is polled at once and then
 * every 5 s, never two requests at a time, at most 30 times, and not after the page is left. A success goes
 * to /success-payment, a failure to /fail-payment with 'Payment processing failed'.
 */
export function ProcessingPaymentPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = parseOrderId(params.get('order_id'));
  const purpose = parsePurpose(params.get('type'));
  const statusToken = parseStatusToken(params.get('status_token'));
  const poll = usePolledOrderStatus(orderId, statusToken);
  const view = { attempt: poll.attempts, failedCheck: poll.failedCheck, gaveUp: poll.gaveUp };
  const failedText = t('payment.processingFailed');

  useEffect(() => {
    if (orderId === null || poll.outcome === null) return;
    const query = paymentResultQuery(orderId, purpose, statusToken ?? undefined);
    const target = poll.outcome === 'success' ? `/success-payment?${query}` : `/fail-payment?${query}&error=${encodeURIComponent(failedText)}`;
    void navigate(target, { replace: true });
  }, [orderId, purpose, statusToken, navigate, failedText, poll.outcome]);

  let status;
  if (orderId === null) status = <p className="payment-result__warning">{t('payment.noOrderId')}</p>;
  else if (view.gaveUp) status = <p className="payment-result__warning">{t('payment.takingLonger')}</p>;
  else if (view.failedCheck) status = <p className="payment-result__warning">{t(poll.invalidResponse ? 'errors.invalidResponse' : 'payment.statusCheckError')}</p>;
  else status = <p className="payment-result__order">{t('payment.processingOrder', { id: orderId })}</p>;
  // The pending message names the order; the other messages do not.
  const showNumber = orderId !== null && (view.gaveUp || view.failedCheck);

  return (
    <PaymentResultCard
      tone="processing"
      title={t('payment.processingTitle')}
      actions={
        <>
          <Link to="/account?tab=orders" className="button button--primary">
            {t('payment.viewOrders')}
          </Link>
          <Link to="/" className="button button--ghost">
            {t('payment.returnHome')}
          </Link>
        </>
      }
    >
      {showNumber ? <p className="payment-result__order">{t('payment.orderNumber', { id: orderId })}</p> : null}
      <div aria-live="polite">{status}</div>
      {orderId !== null && !view.gaveUp ? (
        <>
          <p className="payment-result__note">{t('payment.processingText')}</p>
          {view.attempt > 0 ? (
            <p className="payment-result__note">{t('payment.processingAttempt', { attempt: view.attempt, max: ORDER_STATUS_POLL_MAX_ATTEMPTS })}</p>
          ) : null}
        </>
      ) : null}
    </PaymentResultCard>
  );
}
