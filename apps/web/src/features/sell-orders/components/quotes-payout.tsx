import type { PayoutTerms } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';

/** What the seller is paid, how, with what fee and when, and what Steam's Market would leave them instead. */
export function QuotesPayout({ payout, steamNet, fee }: { payout: PayoutTerms; steamNet: string; fee: string }) {
  const t = useT();
  return (
    <dl className="quotes-payout">
      <div>
        <dt>{t('quotes.payoutTo')}</dt>
        <dd>{payout.account_ending ? t('quotes.payoutMethod', { ending: payout.account_ending }) : t('quotes.payoutNoIban')}</dd>
      </div>
      <div>
        <dt>{t('quotes.feeLabel')}</dt>
        <dd>{payout.fee === 0 ? t('quotes.feeNone') : fee}</dd>
      </div>
      <div>
        <dt>{t('quotes.dueLabel')}</dt>
        <dd>{payout.due_days_after_receipt === 0 ? t('quotes.dueAtReceipt') : t('quotes.dueAfter', { days: payout.due_days_after_receipt })}</dd>
      </div>
      <div>
        <dt>{t('quotes.steamLabel')}</dt>
        <dd>{t('quotes.steamCompare', { amount: steamNet, percent: payout.steam_fee_percent })}</dd>
      </div>
    </dl>
  );
}
