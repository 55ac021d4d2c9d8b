import type { BalanceHistoryEntry } from '@skins/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { shopImageSrc } from '../utils/shop-image.ts';
import { usePurchaseHistory } from '../api/get-purchase-history.ts';
import { formatPurchaseDate } from '../utils/purchase-date.ts';

const TYPE_LABEL: Record<BalanceHistoryEntry['type'], MessageKey> = {
  pack: 'account.purchases.typePack',
  prompt: 'account.purchases.typePrompt',
  top_up: 'account.purchases.typeTopUp',
  refund: 'account.purchases.typeRefund',
  item: 'account.purchases.typeItem',
};

/**
 * Spec §3 Purchase history, and everything else the balance saw (top-ups, refunds): a pack's entry says what
 * it gave and links its order; a prompt's shows the buyer's text and the studio's answer.
 */
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
              {/* A top-up's title is the api's English word; the dictionary has it in every language. */}
              <span className="purchases__title">{entry.type === 'top_up' ? t('account.purchases.typeTopUp') : entry.title}</span>
              <span className="purchases__meta">
                {t(TYPE_LABEL[entry.type])} · {formatPurchaseDate(entry.created_at * 1000)}
              </span>
              {entry.won?.length ? (
                <span className="purchases__detail">
                  {t('account.purchases.won', { items: entry.won.join(', ') })}
                  {entry.order_id ? (
                    <>
                      {' · '}
                      <Link to="/account?tab=orders">{t('account.purchases.order', { id: entry.order_id })}</Link>
                    </>
                  ) : null}
                </span>
              ) : null}
              {entry.prompt_text ? <span className="purchases__detail">{t('account.purchases.promptText', { text: entry.prompt_text })}</span> : null}
              {entry.type === 'prompt' && entry.prompt_text ? (
                <span className="purchases__detail">{entry.answer ? t('account.purchases.answer', { answer: entry.answer }) : t('account.purchases.waiting')}</span>
              ) : null}
            </div>
            {/* Spec §3 shows what the balance paid as '{sum} EUR'; what it received carries a plus. */}
            <span className="purchases__amount">
              {t(entry.credit ? 'account.purchases.credit' : 'account.purchases.amount', { sum: entry.sum.toFixed(2) })}
            </span>
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
