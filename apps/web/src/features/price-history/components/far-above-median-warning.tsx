import { FAR_ABOVE_MEDIAN_PERCENT, formatPrice, REFERENCE_DAYS } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { usePriceHistory } from '../api/get-price-history.ts';
import './price-history.css';

export interface FarAboveMedianWarningProps {
  productId: number;
}

/**
 * "This price is 80% above the 30-day median of €1.09": beside the buy button, only where enough sales back
 * the median. Asks for the same 30-day history the page's price section opens with, so it costs no extra call.
 */
export function FarAboveMedianWarning({ productId }: FarAboveMedianWarningProps) {
  const t = useT();
  const history = usePriceHistory(productId, REFERENCE_DAYS).data;
  const reference = history?.reference;
  if (!history || !reference || reference.percent_below === null || reference.median === null) return null;
  const percent = -reference.percent_below;
  if (percent < FAR_ABOVE_MEDIAN_PERCENT) return null;
  return (
    <p className="far-above-median" role="note" data-testid="far-above-median">
      {t('priceHistory.farAboveMedian', { percent, days: REFERENCE_DAYS, median: formatPrice(reference.median, history.currency_symbol) })}
    </p>
  );
}
