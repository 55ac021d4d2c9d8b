import { formatPrice, rarityColor } from '@skins/shared';
import type { CartItem } from '@skins/shared';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../../components/icons/close-icon.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { itemHref } from '../../../lib/item-href.ts';
import { TradableState } from '../../delivery/index.ts';

export interface CartItemRowProps {
  item: CartItem;
  currencySymbol: string;
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
}

/** One cart line: image, type, title (to the details page), price and a remove button. */
export function CartItemRow({ item, currencySymbol, removing, disabled, onRemove }: CartItemRowProps) {
  const t = useT();
  const term = useTermLabel();
  const href = itemHref({ id: item.item_id, category: item.category });
  const style = { '--rarity': rarityColor(item.quality) } as CSSProperties;
  return (
    <li className="cart-item" style={style} aria-busy={removing || undefined}>
      <Link to={href} className="cart-item__media" tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={imageUrl(item.img_url)} fallbackSrc={imageUrl(item.img_fallback_url)} alt="" className="cart-item__image" />
      </Link>
      <div className="cart-item__info">
        <p className="cart-item__type">{item.type.trim() ? term('type', item.type) : t('products.card.typeDefault')}</p>
        <h3 className="cart-item__title">
          <Link to={href}>{item.title}</Link>
        </h3>
        {item.quality ? <p className="cart-item__rarity">{term('rarity', item.quality)}</p> : null}
        <TradableState tradableAfter={item.tradable_after} />
      </div>
      <p className="cart-item__price">
        {formatPrice(item.price, currencySymbol)}
        {item.old_price !== null && item.old_price > item.price ? (
          <s className="cart-item__old-price">
            <span className="visually-hidden">{t('products.card.oldPrice')} </span>
            {formatPrice(item.old_price, currencySymbol)}
          </s>
        ) : null}
      </p>
      <button type="button" className="cart-item__remove" aria-label={t('cart.removeItem', { title: item.title })} disabled={disabled} onClick={onRemove}>
        {removing ? <Spinner size={18} /> : <CloseIcon size={18} />}
      </button>
    </li>
  );
}
