import { formatPrice, type SellOrder } from '@skins/shared';
import type { Translate } from '../../../lib/i18n/create-translator.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { formatDateTime } from '../utils/format-date-time.ts';

/**
 * The skin's way to the shop, once the seller accepted: our bot's trade offer asking for it (its code and
 * link while it is out), its arrival, and from when the payout can be made; then the payout itself. Each
 * line reads a record: the intake trade, or the payout staff recorded.
 */
export function IntakeStatus({ order }: { order: SellOrder }) {
  const t = useT();
  const intake = order.intake;
  if (!intake && !order.paid_out_at && !order.status_reason) return null;
  return (
    <div className="intake-status" data-state={intake?.state}>
      {intake ? (
        <>
          <p className="intake-status__state">
            {t(`intake.state.${intake.state}`, {
              bot: intake.bot,
              date: formatDateTime(intake.received_at ?? ''),
              payoutAfter: formatDateTime(intake.payout_after ?? ''),
            })}
          </p>
          {intake.code ? (
            <p className="intake-status__offer">
              {t('delivery.code')} <strong className="delivery__code">{intake.code}</strong>
              {intake.offer_url ? (
                <>
                  {' · '}
                  <a href={intake.offer_url} target="_blank" rel="noreferrer">
                    {t('delivery.open')}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {intake.deadline ? <p className="intake-status__note">{t('delivery.deadline', { date: formatDateTime(intake.deadline) })}</p> : null}
          {intake.failure_reason ? <p className="intake-status__note">{t('delivery.why', { reason: intake.failure_reason })}</p> : null}
        </>
      ) : null}
      {/* An intake that failed has said why already; the order's cancel note repeats it ("the skin never reached us: ..."). */}
      {order.status_reason && !intake?.failure_reason ? <p className="intake-status__note">{statusReasonText(t, order, order.status_reason)}</p> : null}
      {order.payout_due_at && !order.paid_out_at ? <p className="intake-status__due">{t('intake.payoutDue', { date: formatDateTime(order.payout_due_at) })}</p> : null}
      {order.paid_out_at ? <p className="intake-status__paid">{t('intake.paidOut', { date: formatDateTime(order.paid_out_at), reference: order.payout_reference ?? '' })}</p> : null}
    </div>
  );
}

/** The recorded note of a payout at another amount, "paid €7.00 instead of the accepted €8.00: <staff's reason>", in the seller's language. */
const PAID_INSTEAD = /^paid €[\d.]+ instead of the accepted €[\d.]+: (.*)$/s;

function statusReasonText(t: Translate, order: SellOrder, reason: string): string {
  const paidInstead = order.status === 'sold' && order.final_price !== null && order.admin_price !== null ? PAID_INSTEAD.exec(reason) : null;
  if (!paidInstead) return t('sellOrders.statusReason', { reason });
  return t('sellOrders.paidInstead', {
    paid: formatPrice(order.final_price!, order.currency_symbol),
    accepted: formatPrice(order.admin_price!, order.currency_symbol),
    reason: paidInstead[1] ?? '',
  });
}
