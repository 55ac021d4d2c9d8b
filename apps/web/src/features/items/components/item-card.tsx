import { formatPrice, rarityColor } from '@skins/shared';
import type { Item } from '@skins/shared';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import { CartButton } from '../../cart/index.ts';
import { TradableState } from '../../delivery/index.ts';
import { BelowMedianBadge } from '../../price-history/index.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { itemHref } from '../../../lib/item-href.ts';
import { ItemBadges } from './item-badges.tsx';
import './item-card.css';

export interface ItemCardProps {
  product: Item;
  /** Whole percent below the item's 30-day median sale price; shown only when positive. */
  percentBelowMedian?: number | null;
  /** In the grid's first row: its image is fetched at once, ahead of the rest. */
  priority?: boolean;
}

export function ItemCard({ product, percentBelowMedian, priority }: ItemCardProps) {
  const t = useT();
  const term = useTermLabel();
  const src = imageUrl(product.img_url);
  const hasOldPrice = product.old_price !== null && product.old_price > product.price;
  const style = { '--rarity': rarityColor(product.quality) } as CSSProperties;

  return (
    <article className="product-card" style={style}>
      <div className="product-card__media">
        <ImageWithFallback key={src} src={src} fallbackSrc={imageUrl(product.img_fallback_url)} alt={product.title} className="product-card__image" priority={priority} />
        <ItemBadges product={product} />
      </div>
      <div className="product-card__body">
        <p className="product-card__meta">
          <span className="product-card__type">{product.type.trim() ? term('type', product.type) : t('products.card.typeDefault')}</span>
          {product.quality ? <span className="product-card__rarity">{term('rarity', product.quality)}</span> : null}
        </p>
        <h3 className="product-card__title">
          {/* The link covers the whole card (see the CSS), so the card is one tab stop. */}
          <Link to={itemHref(product)} className="product-card__link">
            {product.title}
          </Link>
        </h3>
        {product.hero ? <p className="product-card__hero">{product.hero}</p> : null}
        <p className="product-card__prices">
          <span className="product-card__price">{formatPrice(product.price, product.currency_symbol)}</span>
          {hasOldPrice ? (
            <s className="product-card__old-price">
              <span className="visually-hidden">{t('products.card.oldPrice')} </span>
              {formatPrice(product.old_price, product.currency_symbol)}
            </s>
          ) : null}
        </p>
        <TradableState tradableAfter={product.tradable_after} />
        <BelowMedianBadge percent={percentBelowMedian} />
        <CartButton productId={product.id} title={product.title} variant="card" />
      </div>
    </article>
  );
}
