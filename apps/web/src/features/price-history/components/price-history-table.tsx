import { formatPrice, type PriceHistoryPoint } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { formatDay } from '../utils/format-day.ts';

export interface PriceHistoryTableProps {
  points: readonly PriceHistoryPoint[];
  currencySymbol: string;
  caption: string;
}

/** The chart's data as a table: what a screen reader (or anyone who prefers numbers) reads instead. */
export function PriceHistoryTable({ points, currencySymbol, caption }: PriceHistoryTableProps) {
  const t = useT();
  const money = (value: number) => formatPrice(value, currencySymbol);
  return (
    <table className="price-history__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('priceHistory.date')}</th>
          <th scope="col">{t('priceHistory.median')}</th>
          <th scope="col">{t('priceHistory.lowest')}</th>
          <th scope="col">{t('priceHistory.highest')}</th>
          <th scope="col">{t('priceHistory.sales')}</th>
        </tr>
      </thead>
      <tbody>
        {[...points].reverse().map((point) => (
          <tr key={point.date}>
            <th scope="row">
              <time dateTime={point.date}>{formatDay(point.date)}</time>
            </th>
            <td>{money(point.median)}</td>
            <td>{money(point.min)}</td>
            <td>{money(point.max)}</td>
            <td>{point.volume}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
