import { formatPrice, type Item } from '@skins/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { itemHref } from '../../../lib/item-href.ts';
import './other-copies.css';

export interface OtherCopiesProps {
  copies: readonly Item[];
  /** How many other copies are on sale in all (the list shows the cheapest few). */
  total: number;
}

/** The other copies of the same item on sale, cheapest first, as Steam's market lists them. */
export function OtherCopies({ copies, total }: OtherCopiesProps) {
  const t = useT();
  const term = useTermLabel();
  const titleId = useId();
  return (
    <section className="other-copies" aria-labelledby={titleId}>
      <h2 id={titleId} className="other-copies__title">
        {t('product.otherCopiesTitle', { count: total })}
      </h2>
      {copies.length === 0 ? (
        <p className="other-copies__empty">{t('product.otherCopiesNone')}</p>
      ) : (
        <>
          {total > copies.length ? <p className="other-copies__note">{t('product.otherCopiesCheapest', { shown: copies.length })}</p> : null}
          <ol className="other-copies__list">
            {copies.map((copy) => (
              <li key={copy.id} className="other-copies__row">
                <ImageWithFallback src={imageUrl(copy.img_url)} fallbackSrc={imageUrl(copy.img_fallback_url)} alt="" className="other-copies__image" />
                <Link to={itemHref(copy)} className="other-copies__link">
                  {copy.title}
                  <span className="other-copies__quality">{term('quality', copy.exterior_name)}</span>
                </Link>
                <span className="other-copies__price">{formatPrice(copy.price, copy.currency_symbol)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
