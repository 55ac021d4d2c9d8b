import { formatPrice, type QuoteReason, type SellQuote } from '@skins/shared';
import type { Translate } from '../../../lib/i18n/create-translator.ts';

/** A quote's reasons in the visitor's words: "median of 14 sales €2.10, our margin 20 %, ... → we pay €1.62". */
export function quoteReasonsText(t: Translate, quote: SellQuote, symbol: string): string {
  const parts = quote.reasons.map((reason: QuoteReason) => {
    switch (reason.code) {
      case 'median':
        return t('quotes.reason.median', { sales: reason.sales, amount: formatPrice(reason.amount, symbol) });
      case 'margin':
        return t('quotes.reason.margin', { percent: reason.percent });
      // A step that took nothing off states its fact without a "(−0 %)".
      case 'stock':
        return t(reason.percent > 0 ? 'quotes.reason.stock' : 'quotes.reason.stockFree', { held: reason.held, percent: reason.percent });
      case 'speed':
        return t(reason.percent > 0 ? 'quotes.reason.speed' : 'quotes.reason.speedFree', { days: reason.days, percent: reason.percent });
      case 'floor':
        return t('quotes.reason.floor', { amount: formatPrice(reason.amount, symbol) });
    }
  });
  const text = parts.join(', ');
  return quote.price === null ? text : `${text} → ${t('quotes.reason.result', { amount: formatPrice(quote.price, symbol) })}`;
}
