import type { CartItem } from '@skins/shared';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { CartItemRow } from './cart-item-row.tsx';

export interface CartItemsProps {
  items: readonly CartItem[];
  currencySymbol: string;
  /** The item id being removed, if any. */
  removing: number | null;
  clearing: boolean;
  disabled: boolean;
  onRemove: (item: CartItem) => void;
  onRemoveAll: () => void;
}

/** 'Items (n)' with 'Delete all' and the cart lines. */
export function CartItems({ items, currencySymbol, removing, clearing, disabled, onRemove, onRemoveAll }: CartItemsProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="cart-block" aria-labelledby={titleId}>
      <div className="cart-block__header">
        <h2 id={titleId} className="cart-block__title">
          {t('cart.itemsTitle', { count: items.length })}
        </h2>
        {items.length > 0 ? (
          <button type="button" className="cart-block__delete-all" disabled={disabled} aria-busy={clearing || undefined} onClick={onRemoveAll}>
            {clearing ? t('cart.removing') : t('cart.deleteAll')}
          </button>
        ) : null}
      </div>
      <ul className="cart-list">
        {items.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            currencySymbol={currencySymbol}
            removing={removing === item.item_id || clearing}
            disabled={disabled}
            onRemove={() => onRemove(item)}
          />
        ))}
      </ul>
    </section>
  );
}
