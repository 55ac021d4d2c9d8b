import { useLocale, useT } from '../../../lib/i18n/index.ts';
import { isLocked, tradableDate } from '../utils/tradable-date.ts';
import './tradable-state.css';

export interface TradableStateProps {
  tradableAfter: string | null;
  /** The product page also says what the date means for the buyer. */
  detailed?: boolean;
}

/** "Ready to send", or "Tradable from <date>" for a copy in Steam's trade cooldown. */
export function TradableState({ tradableAfter, detailed = false }: TradableStateProps) {
  const t = useT();
  const locale = useLocale();
  const locked = isLocked(tradableAfter);
  return (
    <p className={`tradable-state tradable-state--${locked ? 'locked' : 'ready'}`} data-testid="tradable-state">
      {locked ? t('tradable.from', { date: tradableDate(tradableAfter, locale) }) : t('tradable.ready')}
      {locked && detailed ? <span className="tradable-state__note">{t('tradable.fromNote', { date: tradableDate(tradableAfter, locale) })}</span> : null}
    </p>
  );
}
