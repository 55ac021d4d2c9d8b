import { REFERENCE_DAYS } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import './price-history.css';

export interface BelowMedianBadgeProps {
  /** Whole percent below the reference median; null or not positive shows nothing. */
  percent: number | null | undefined;
}

/** "12% below the 30-day median": only where enough sales back the median and the price is below it. */
export function BelowMedianBadge({ percent }: BelowMedianBadgeProps) {
  const t = useT();
  if (percent === null || percent === undefined || percent < 1) return null;
  return (
    <p className="below-median" data-testid="below-median">
      {t('priceHistory.belowMedian', { percent, days: REFERENCE_DAYS })}
    </p>
  );
}
