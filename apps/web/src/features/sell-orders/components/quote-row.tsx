import { formatPrice, type SellQuote } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import { quoteReasonsText } from '../utils/quote-reasons.ts';

/** One skin: its quote with the reasons beside it and a tick, or why it goes to staff. */
export function QuoteRow({ quote, symbol, checked, disabled, onToggle }: { quote: SellQuote; symbol: string; checked: boolean; disabled: boolean; onToggle: (id: number) => void }) {
  const t = useT();
  const reasons = quoteReasonsText(t, quote, symbol);
  return (
    <li className="quote-row" data-asset={quote.asset_id}>
      <label className="quote-row__pick">
        {quote.id !== null ? <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(quote.id!)} aria-label={t('quotes.select', { name: quote.name })} /> : null}
        <strong>{quote.name}</strong>
        {quote.price !== null ? <span className="quote-row__price">{formatPrice(quote.price, symbol)}</span> : <span className="quote-row__staff">{t('quotes.toStaff')}</span>}
      </label>
      {quote.no_quote ? <p className="quote-row__why">{t(`quotes.noQuote.${quote.no_quote}`)}</p> : null}
      {reasons ? <p className="quote-row__reasons">{reasons}</p> : null}
      {quote.valid_until ? <p className="quote-row__valid">{t('quotes.validUntil', { time: formatDateTime(quote.valid_until) })}</p> : null}
    </li>
  );
}
