import { formatPrice, PRICE_HISTORY_PERIODS, type PriceHistoryPeriod } from '@skins/shared';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { usePriceHistory } from '../api/get-price-history.ts';
import { BelowMedianBadge } from './below-median-badge.tsx';
import { PriceHistoryTable } from './price-history-table.tsx';
import './price-history.css';

// The chart library is fetched only when a details page shows a chart.
const PriceChart = lazy(() => import('./price-chart.tsx'));

export interface PriceHistorySectionProps {
  productId: number;
}

/**
 * The sold prices of this item (every listing of the same item) over 7, 30 or 90 days: median and volume,
 * a chart, and the same numbers as a table; plus how this listing compares with the 30-day median.
 */
export function PriceHistorySection({ productId }: PriceHistorySectionProps) {
  const t = useT();
  const [days, setDays] = useState<PriceHistoryPeriod>(30);
  const query = usePriceHistory(productId, days);
  const history = query.data;

  return (
    <section className="price-history" aria-labelledby="price-history-title" aria-busy={query.isFetching || undefined}>
      <div className="price-history__head">
        <h2 id="price-history-title" className="price-history__title">
          {t('priceHistory.title')}
        </h2>
        <div className="price-history__periods" role="group" aria-label={t('priceHistory.period')}>
          {PRICE_HISTORY_PERIODS.map((period) => (
            <button key={period} type="button" className="price-history__period" aria-pressed={period === days} onClick={() => setDays(period)}>
              {t('priceHistory.days', { days: period })}
            </button>
          ))}
        </div>
      </div>
      {query.isError ? <p className="price-history__empty">{t('priceHistory.error')}</p> : null}
      {!history ? (
        query.isPending ? <Spinner size={28} /> : null
      ) : (
        <>
          <BelowMedianBadge percent={history.reference.percent_below} />
          <dl className="price-history__summary" data-testid="price-summary">
            <div>
              <dt>{t('priceHistory.medianOver', { days: history.days })}</dt>
              <dd>{history.median === null ? '-' : formatPrice(history.median, history.currency_symbol)}</dd>
            </div>
            <div>
              <dt>{t('priceHistory.salesOver', { days: history.days })}</dt>
              <dd>{history.volume}</dd>
            </div>
          </dl>
          {history.points.length === 0 ? (
            <p className="price-history__empty">{t('priceHistory.empty', { days: history.days })}</p>
          ) : (
            <>
              <Suspense fallback={<div className="price-chart price-chart--loading" />}>
                <PriceChart
                  points={history.points}
                  currencySymbol={history.currency_symbol}
                  labels={{ median: t('priceHistory.median'), volume: t('priceHistory.sales') }}
                />
              </Suspense>
              <details className="price-history__details">
                <summary>{t('priceHistory.showTable')}</summary>
                <PriceHistoryTable points={history.points} currencySymbol={history.currency_symbol} caption={t('priceHistory.tableCaption', { days: history.days })} />
              </details>
            </>
          )}
        </>
      )}
    </section>
  );
}
