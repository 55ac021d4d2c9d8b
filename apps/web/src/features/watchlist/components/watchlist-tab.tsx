import { formatPrice, type Watch } from '@skins/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useDeleteWatch, useWatches } from '../api/watches.ts';
import { WatchForm } from './watch-form.tsx';
import './watchlist.css';

/** Account tab 'Watchlist': what I watch, what matched, and a form to watch more. */
export function WatchlistTab() {
  const t = useT();
  const [params] = useSearchParams();
  const watches = useWatches();
  const unsubscribed = params.get('unsubscribed');

  return (
    <section className="watchlist" aria-labelledby="watchlist-title">
      <h2 id="watchlist-title">{t('watchlist.title')}</h2>
      {unsubscribed !== null ? (
        <p className="watchlist__notice" role="status">
          {unsubscribed === '1' ? t('watchlist.unsubscribed') : t('watchlist.unsubscribeFailed')}
        </p>
      ) : null}
      <p className="watchlist__intro">{t('watchlist.intro')}</p>
      <WatchForm />
      {watches.isPending ? <Spinner size={28} /> : null}
      {watches.isError ? <p role="alert">{t('watchlist.loadFailed')}</p> : null}
      {watches.data?.length === 0 ? <p className="watchlist__empty">{t('watchlist.empty')}</p> : null}
      <ul className="watchlist__list">
        {watches.data?.map((watch) => (
          <WatchRow key={watch.id} watch={watch} />
        ))}
      </ul>
    </section>
  );
}

function WatchRow({ watch }: { watch: Watch }) {
  const t = useT();
  const remove = useDeleteWatch();
  return (
    <li className="watchlist__watch" aria-label={watch.label}>
      <div className="watchlist__head">
        <h3>{watch.label}</h3>
        <button type="button" className="button button--ghost" disabled={remove.isPending} onClick={() => remove.mutate(watch.id)}>
          {t('watchlist.remove')}
        </button>
      </div>
      {watch.matches.length === 0 ? (
        <p className="watchlist__none">{t('watchlist.noMatches')}</p>
      ) : (
        <ul className="watchlist__matches" aria-label={t('watchlist.matched')}>
          {watch.matches.map((match) => (
            <li key={match.product_id} data-available={match.available || undefined}>
              <Link to={`/products/all/all/${match.product_id}`}>{match.title}</Link> <span>{formatPrice(match.price, watch.currency_symbol)}</span>{' '}
              {/* What fitted when the watch was made counts as seen; only later matches are news (and mailed). */}
              {!match.available || !match.mailed ? <span className="watchlist__state">{!match.available ? t('watchlist.sold') : t('watchlist.new')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
