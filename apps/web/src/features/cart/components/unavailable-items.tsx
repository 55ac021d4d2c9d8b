import type { UnavailableCartItem } from '@skins/shared';
import { useId } from 'react';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { imageUrl } from '../../../lib/image-url.ts';

export interface UnavailableItemsProps {
  items: readonly UnavailableCartItem[];
  /** The item id being removed, if any. */
  removing: number | null;
  /** 'Delete all' is running. */
  clearing?: boolean;
  disabled: boolean;
  onRemove: (item: UnavailableCartItem) => void;
  /** Offered here when no buyable items (and so no 'Items (n)' box with its 'Delete all') are shown. */
  onRemoveAll?: () => void;
}

/** 'Unavailable Items': lines whose listing was sold or is held by someone's payment, each with Remove. */
export function UnavailableItems({ items, removing, clearing = false, disabled, onRemove, onRemoveAll }: UnavailableItemsProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="cart-block cart-block--unavailable" aria-labelledby={titleId}>
      <div className="cart-block__header">
        <h2 id={titleId} className="cart-block__title">
          <AlertIcon size={20} />
          {t('cart.unavailableTitle')}
        </h2>
        {onRemoveAll ? (
          <button type="button" className="cart-block__delete-all" disabled={disabled} aria-busy={clearing || undefined} onClick={onRemoveAll}>
            {clearing ? t('cart.removing') : t('cart.deleteAll')}
          </button>
        ) : null}
      </div>
      <ul className="cart-list">
        {items.map((line) => (
          <li key={line.id} className="cart-item cart-item--unavailable">
            <div className="cart-item__media">
              <ImageWithFallback src={imageUrl(line.item.image_url)} alt="" className="cart-item__image" />
            </div>
            <div className="cart-item__info">
              <h3 className="cart-item__title">{line.item.name}</h3>
              <p className="cart-item__unavailable">{t('cart.unavailableItem')}</p>
            </div>
            <button
              type="button"
              className="button button--ghost cart-item__remove-text"
              aria-label={t('cart.removeItem', { title: line.item.name })}
              disabled={disabled}
              onClick={() => onRemove(line)}
            >
              {removing === line.item_id || clearing ? t('cart.removing') : t('cart.remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
