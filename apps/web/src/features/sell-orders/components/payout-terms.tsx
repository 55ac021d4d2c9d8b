import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';

export interface PayoutTermsProps {
  /** The payout, formatted with its symbol. */
  amount: string;
  /** The profile's IBAN, when known: only its last four characters are shown. */
  iban?: string | null;
}

/**
 * Which account is paid, when, and the fee, as the code works: staff pay the accepted offer by
 * bank transfer to the profile's IBAN after the skin has arrived and record it when marking the order sold
 * (services/sell-orders/record-sale.ts). The card is kept as its last four digits only (DESIGN.md), so it
 * cannot receive money, and nothing checks it with a bank: staff see it beside the IBAN they pay. The sell
 * fee (SELL_FEE_PERCENT) only lowers the *suggested* asking price; nothing is deducted from an accepted offer.
 */
export function PayoutTerms({ amount, iban }: PayoutTermsProps) {
  const t = useT();
  const titleId = useId();
  const ending = iban ? iban.replace(/\s+/g, '').slice(-4) : null;
  return (
    <div className="payout-terms">
      <p id={titleId} className="payout-terms__title">
        {t('sellOrders.payout.title')}
      </p>
      <ul className="payout-terms__list" aria-labelledby={titleId}>
        <li>{ending ? t('sellOrders.payout.accountEnding', { ending }) : t('sellOrders.payout.account')}</li>
        <li>{t('sellOrders.payout.when')}</li>
        <li>{t('sellOrders.payout.fee', { amount })}</li>
        <li>{t('sellOrders.payout.card')}</li>
      </ul>
    </div>
  );
}
