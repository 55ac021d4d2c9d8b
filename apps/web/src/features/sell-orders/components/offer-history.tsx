import { formatPrice } from '@skins/shared';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { useOfferHistory } from '../api/get-offer-history.ts';
import { formatDateTime } from '../utils/format-date-time.ts';

/**
 * Every offer staff made on this sell order, oldest first, with the item's 30-day median each was based
 * on: a changed offer never hides the earlier one. Fetched when the seller opens it.
 */
export function OfferHistory({ orderId }: { orderId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const offers = useOfferHistory(orderId, open);
  return (
    <details className="offer-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('offerHistory.show')}</summary>
      {offers.isError ? <p>{t('offerHistory.error')}</p> : null}
      {offers.data?.length === 0 ? <p>{t('offerHistory.empty')}</p> : null}
      {offers.data?.length ? (
        <table className="offer-history__table">
          <caption className="visually-hidden">{t('offerHistory.show')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('offerHistory.when')}</th>
              <th scope="col">{t('offerHistory.amount')}</th>
              <th scope="col">{t('offerHistory.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {offers.data.map((offer) => (
              <tr key={offer.created_at + offer.amount}>
                <td>
                  <time dateTime={offer.created_at}>{formatDateTime(offer.created_at)}</time>
                </td>
                <td>{formatPrice(offer.amount, offer.currency_symbol)}</td>
                <td>{offer.reference_price === null ? t('offerHistory.noReference') : formatPrice(offer.reference_price, offer.currency_symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
