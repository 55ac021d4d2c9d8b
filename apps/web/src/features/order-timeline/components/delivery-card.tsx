import { steamLinkPath, type DeliveryView } from '@skins/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResendDelivery } from '../api/resend-delivery.ts';
import { formatStepTime } from '../utils/format-step-time.ts';

/**
 * One delivery: the Steam trade offer carrying some of the order's items, as Steam reported it. The code and
 * the link appear only once Steam has the offer; a declined, expired or countered offer offers the buyer's
 * one resend until its window closes, after which the items are refunded (and the card says so); what a pack
 * gave waits for the buyer with no window.
 */
export function DeliveryCard({ orderId, delivery }: { orderId: number; delivery: DeliveryView }) {
  const t = useT();
  const resend = useResendDelivery(orderId);
  const waiting = delivery.state === 'declined' || delivery.state === 'expired' || delivery.state === 'countered';
  const onResend = () =>
    resend.mutate(delivery.id, {
      onSuccess: () => toast.success(t('delivery.resentToast')),
      onError: (error) => toast.error(isApiError(error) ? error.message : t('delivery.resendFailed')),
    });
  return (
    <li className="delivery" data-state={delivery.state}>
      <p className="delivery__state">{t(`delivery.state.${delivery.state}`, { date: formatStepTime(delivery.hold_until ?? delivery.protected_until ?? '') })}</p>
      <p className="delivery__items">{delivery.items.join(', ')}</p>
      {delivery.code ? (
        <p className="delivery__offer">
          {t('delivery.from', { bot: delivery.bot })} · {t('delivery.code')} <strong className="delivery__code">{delivery.code}</strong>
          {delivery.offer_url ? (
            <>
              {' · '}
              <a href={delivery.offer_url} target="_blank" rel="noreferrer">
                {t('delivery.open')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {delivery.state === 'awaiting_owner' ? (
        <p className="delivery__note">
          {t('delivery.proveOwner')}{' '}
          <a className="button button--primary" href={steamLinkPath(`/account?tab=orders&order=${orderId}`)}>
            {t('delivery.proveOwnerAction')}
          </a>
        </p>
      ) : null}
      {delivery.deadline ? <p className="delivery__note">{t('delivery.deadline', { date: formatStepTime(delivery.deadline) })}</p> : null}
      {waiting && delivery.can_resend ? (
        <p className="delivery__note">
          {delivery.resendable_until ? t('delivery.resendUntil', { date: formatStepTime(delivery.resendable_until) }) : t('delivery.keptForYou')}{' '}
          <button type="button" className="button button--primary" disabled={resend.isPending} onClick={onResend}>
            {t('delivery.resend')}
          </button>
        </p>
      ) : null}
      {waiting && !delivery.can_resend ? <p className="delivery__note">{t('delivery.refundComing')}</p> : null}
      {delivery.failure_reason ? (
        <p className="delivery__note">
          {t('delivery.why', { reason: delivery.failure_code && delivery.failure_code !== 'other' ? t(`delivery.reason.${delivery.failure_code}`) : delivery.failure_reason })}
        </p>
      ) : null}
      <ol className="delivery__steps">
        {delivery.steps.map((step, index) => (
          <li key={`${step.step}-${index}`}>
            <span>{t(`delivery.step.${step.step}`)}</span> <time dateTime={step.at}>{formatStepTime(step.at)}</time>
          </li>
        ))}
      </ol>
    </li>
  );
}
