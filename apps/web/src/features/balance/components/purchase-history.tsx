import { useId } from 'react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { shopImageSrc } from '../utils/shop-image.ts';
import { usePurchaseHistory } from '../api/get-purchase-history.ts';
import { formatPurchaseDate } from '../utils/purchase-date.ts';

/** Spec §3 Purchase history: what was bought from the balance, amounts shown as '{sum} EUR'. */
export function PurchaseHistory() {
  const t = useT();
  const titleId = useId();
  const history = usePurchaseHistory();

  let body;
  if (history.isPending) {
    body = (
      <div className="purchases__loading" role="status">
        <span className="visually-hidden">{t('account.purchases.loading')}</span>
        <Skeleton height="44px" />
        <Skeleton height="44px" />
      </div>
    );
  } else if (history.isError) {
    body = (
      <StatusMessage
        tone="error"
        title={t('errors.fetchPurchaseHistory')}
        action={
          <button type="button" className="button button--ghost" onClick={() => void history.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  } else if (history.data.length === 0) {
    body = <p className="purchases__empty">{t('account.purchases.empty')}</p>;
  } else {
    body = (
      <ul className="purchases__list">
        {history.data.map((entry) => (
          <li key={entry.id} className="purchases__item">
            {entry.image_url ? <ImageWithFallback src={shopImageSrc(entry.image_url)} alt="" className="purchases__image" /> : <span className="purchases__image" />}
            <div className="purchases__text">
              <span className="purchases__title">{entry.title}</span>
              <span className="purchases__meta">
                {t(entry.type === 'pack' ? 'account.purchases.typePack' : 'account.purchases.typePrompt')} · {formatPurchaseDate(entry.created_at * 1000)}
              </span>
            </div>
            <span className="purchases__amount">{t('account.purchases.amount', { sum: entry.sum.toFixed(2) })}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="purchases" aria-labelledby={titleId}>
      <h3 id={titleId} className="shop-section__title">
        {t('account.purchases.title')}
      </h3>
      {body}
    </section>
  );
}
