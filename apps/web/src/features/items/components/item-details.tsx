import { DeliverySpeedNote, TradableState } from '../../delivery/index.ts';
import { formatPrice, rarityColor } from '@skins/shared';
import type { ItemDetails as Product } from '@skins/shared';
import type { CSSProperties } from 'react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import { CartButton } from '../../cart/index.ts';
import { imageUrl, largeImageUrl } from '../../../lib/image-url.ts';
import { FarAboveMedianWarning } from '../../price-history/index.ts';
import { WatchItemButton } from '../../watchlist/index.ts';
import { ItemBadges } from './item-badges.tsx';

export interface ItemDetailsProps {
  product: Product;
}

/**
 * Image, title, the Hero / Rarity / Type rows and the price with the Buy button (spec §2). A listing that
 * is sold, reserved or withdrawn says so instead of offering Buy (its page stays open for shared links).
 */
export function ItemDetails({ product }: ItemDetailsProps) {
  const t = useT();
  const term = useTermLabel();
  const src = largeImageUrl(imageUrl(product.img_url));
  // Spec §2: Uncommon when the item has no rarity (the colour follows the English name).
  const rarity = product.quality || 'Uncommon';
  const style = { '--rarity': rarityColor(rarity) } as CSSProperties;
  const rows = [
    { label: t('product.hero'), value: product.hero },
    { label: t('product.rarity'), value: product.quality ? term('rarity', product.quality) : t('product.rarityDefault'), rarity: true },
    { label: t('product.type'), value: product.type.trim() && term('type', product.type) },
    { label: t('product.quality'), value: product.exterior_name && term('quality', product.exterior_name) },
  ].filter((row) => row.value);

  return (
    <article className="product-details" style={style}>
      <PageTitle title={product.title} />
      <div className="product-details__media">
        <ImageWithFallback key={src} src={src} fallbackSrc={imageUrl(product.img_fallback_url)} alt={t('products.card.imageAlt', { title: product.title })} className="product-details__image" />
        <ItemBadges product={product} />
      </div>
      <div className="product-details__info">
        <h1 className="product-details__title">{product.title}</h1>
        <dl className="product-details__rows">
          {rows.map((row) => (
            <div key={row.label} className="product-details__row">
              <dt>{row.label}</dt>
              <dd className={row.rarity ? 'product-details__rarity' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="product-details__buy">
          <p className="product-details__price">
            <span className="visually-hidden">{t('product.price')} </span>
            {formatPrice(product.price, product.currency_symbol)}
            {product.old_price !== null && product.old_price > product.price ? (
              <s className="product-details__old-price">
                <span className="visually-hidden">{t('products.card.oldPrice')} </span>
                {formatPrice(product.old_price, product.currency_symbol)}
              </s>
            ) : null}
          </p>
          {product.status === 'available' ? <TradableState tradableAfter={product.tradable_after} detailed /> : null}
          {product.status === 'available' ? (
            <CartButton productId={product.id} title={product.title} variant="details" />
          ) : (
            <p className={`product-details__state product-details__state--${product.status}`} role="status" data-testid="listing-state">
              {t(`product.status.${product.status}`)}
            </p>
          )}
        </div>
        {product.status === 'available' ? <FarAboveMedianWarning productId={product.id} /> : null}
        <WatchItemButton productId={product.id} price={product.price} />
        {product.status === 'available' ? <DeliverySpeedNote /> : null}
        <ul className="product-details__notes">
          <li>{t('product.uniqueNote')}</li>
          <li>{t('product.deliveryNote')}</li>
        </ul>
      </div>
    </article>
  );
}
