import { formatPrice } from '@skins/shared';
import { useSearchParams } from 'react-router-dom';
import { GemIcon } from '../../../components/icons/gem-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useProfile } from '../../auth/index.ts';
import { useCurrencies } from '../../currencies/index.ts';
import { balanceDisplay } from '../utils/balance-display.ts';
import { useKnownBalance } from '../api/balance-query.ts';
import { TOP_UP_MODAL } from './top-up-modal.tsx';

/** The balance (when known) and Top up, which opens the top-up modal through the query (spec §2). */
export function BalanceCard() {
  const t = useT();
  const profile = useProfile();
  // A purchase in this visit reports the newest balance; otherwise the profile's.
  const balance = useKnownBalance() ?? profile.data?.balance;
  const { data: currencies } = useCurrencies();
  const { currencyCode } = usePreferences();
  const shown = balance === undefined ? null : balanceDisplay(balance, currencies, currencyCode);
  const [params, setParams] = useSearchParams();

  const openTopUp = () => {
    const next = new URLSearchParams(params);
    next.set('modal', TOP_UP_MODAL);
    setParams(next);
  };

  return (
    <section className="balance-card" aria-labelledby="balance-card-title">
      <span className="balance-card__icon" aria-hidden="true">
        <GemIcon size={28} />
      </span>
      <div className="balance-card__text">
        <h2 id="balance-card-title" className="balance-card__title">
          {t('account.balanceTitle')}
        </h2>
        {shown ? <p className="balance-card__amount">{t('account.balance', { amount: formatPrice(shown.amount, shown.symbol) })}</p> : null}
        <p className="balance-card__hint">{t('account.balanceText')}</p>
      </div>
      <button type="button" className="button button--primary balance-card__top-up" onClick={openTopUp}>
        {t('account.topUp')}
      </button>
    </section>
  );
}
