import { formatPrice, type RefundView } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { formatStepTime } from '../utils/format-step-time.ts';

/** The order's refunds: requested (on its way to the payment provider) or confirmed by it, with the reason. */
export function RefundList({ refunds }: { refunds: RefundView[] }) {
  const t = useT();
  if (refunds.length === 0) return null;
  return (
    <section className="order-timeline__refunds" aria-label={t('refund.title')}>
      <h4>{t('refund.title')}</h4>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id} data-state={refund.state}>
            {t(`refund.state.${refund.state}`, { amount: `${formatPrice(refund.amount, '')} ${refund.currency}`.trim(), item: refund.item ?? t('refund.wholeOrder') })}{' '}
            <time dateTime={refund.at}>{formatStepTime(refund.at)}</time>
            <span className="order-timeline__detail">
              {' · '}
              {refund.reason_code && refund.reason_code !== 'other' ? t('refund.notDelivered', { reason: t(`delivery.reason.${refund.reason_code}`) }) : refund.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
