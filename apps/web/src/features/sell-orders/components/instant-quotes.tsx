import { formatPrice, type AcceptQuotesResult, type SellQuote } from '@skins/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import '../../../components/ui/form-field.css';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useProfile } from '../../auth/index.ts';
import { useAcceptQuotes, useInstantQuotes } from '../api/instant-quotes.ts';
import { QuoteRow } from './quote-row.tsx';
import { QuotesPayout } from './quotes-payout.tsx';

/**
 * 'Sell instantly': every skin of the seller's Steam inventory with what we pay now and why, or why it goes
 * to staff. The seller ticks several (up to the shop's limit), sees the total and the payout terms, and
 * accepts once: one sell order per skin, one trade offer from our bot asking for all of them.
 */
export function InstantQuotes() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<AcceptQuotesResult | null>(null);
  const quotes = useInstantQuotes(open);
  const { data: profile } = useProfile();
  const [tradeUrl, setTradeUrl] = useState<string | null>(null);
  const accept = useAcceptQuotes();

  const page = quotes.data;
  const symbol = page?.currency_symbol ?? '';
  const chosen: SellQuote[] = page ? page.quotes.filter((quote) => quote.id !== null && ticked.has(quote.id)) : [];
  const total = chosen.reduce((sum, quote) => sum + (quote.price ?? 0), 0);
  const steamNet = chosen.reduce((sum, quote) => sum + (quote.steam_net ?? 0), 0);
  const url = tradeUrl ?? profile?.steam_trade_link ?? profile?.trade_url ?? '';

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    accept.mutate(
      { quote_ids: chosen.map((quote) => quote.id!), trade_url: url },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setTicked(new Set());
        },
      },
    );

  return (
    <section className="sell-orders__card instant-quotes" aria-labelledby="instant-quotes-title">
      <h2 id="instant-quotes-title" className="sell-orders__title">{t('quotes.title')}</h2>
      <p>{t('quotes.intro')}</p>
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('quotes.load')}
        </button>
      ) : null}
      {open && quotes.isPending ? <p>{t('quotes.loading')}</p> : null}
      {open && quotes.isError ? <p role="alert">{isApiError(quotes.error) && quotes.error.isClientError ? quotes.error.message : t('quotes.failed')}</p> : null}
      {result ? (
        <div role="status" className="instant-quotes__result">
          {result.sell_order_ids.length > 0 ? <p>{t('quotes.accepted', { count: result.sell_order_ids.length, total: formatPrice(result.total, symbol) })}</p> : null}
          {result.dropped.map((line) => (
            <p key={line.quote_id}>{t(`quotes.dropped.${line.reason}`, { name: line.name })}</p>
          ))}
        </div>
      ) : null}
      {page ? (
        page.quotes.length === 0 ? (
          <p>{t('quotes.empty')}</p>
        ) : (
          <>
            <p>{t('quotes.limit', { max: page.max_skins })}</p>
            <ul className="instant-quotes__list" aria-label={t('quotes.title')}>
              {page.quotes.map((quote) => (
                <QuoteRow
                  key={quote.asset_id}
                  quote={quote}
                  symbol={symbol}
                  checked={quote.id !== null && ticked.has(quote.id)}
                  disabled={quote.id === null || (!ticked.has(quote.id) && ticked.size >= page.max_skins)}
                  onToggle={toggle}
                />
              ))}
            </ul>
            {chosen.length > 0 ? (
              <div className="instant-quotes__accept">
                <p className="instant-quotes__total">{t('quotes.selected', { count: chosen.length, total: formatPrice(total, symbol) })}</p>
                <QuotesPayout payout={page.payout} steamNet={formatPrice(steamNet, symbol)} fee={formatPrice(page.payout.fee, symbol)} />
                <label className="form-field">
                  <span className="form-field__label">{t('quotes.tradeUrl')}</span>
                  <input className="form-field__input" type="url" inputMode="url" autoComplete="off" value={url} onChange={(event) => setTradeUrl(event.target.value)} />
                </label>
                {accept.isError ? <FormAlert tone="error">{isApiError(accept.error) && accept.error.message ? accept.error.message : t('quotes.failed')}</FormAlert> : null}
                <button type="button" className="button button--primary" disabled={accept.isPending || !page.payout.account_ending} onClick={submit}>
                  {accept.isPending ? t('quotes.accepting') : t('quotes.accept', { count: chosen.length })}
                </button>
              </div>
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}
