import type { Item } from '@skins/shared';
import { StarIcon } from '../../../components/icons/star-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface ItemBadgesProps {
  product: Pick<Item, 'is_top' | 'is_new' | 'is_sale' | 'price' | 'old_price'>;
}

/** How much below its former price a copy on sale is, in whole percent (none when there is no lower price). */
export function salePercent({ price, old_price: oldPrice }: Pick<Item, 'price' | 'old_price'>): number | null {
  if (oldPrice === null || !(oldPrice > price) || oldPrice <= 0) return null;
  const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
  return percent > 0 ? percent : null;
}

export function ItemBadges({ product }: ItemBadgesProps) {
  const t = useT();
  if (!product.is_top && !product.is_new && !product.is_sale) return null;
  const percent = salePercent(product);
  const saleText = percent === null ? t('products.badge.sale') : t('products.badge.salePercent', { percent });
  return (
    <ul className="product-badges">
      {product.is_top ? (
        <li className="product-badge product-badge--top">
          <StarIcon size={12} />
          {t('products.badge.top')}
        </li>
      ) : null}
      {product.is_new ? <li className="product-badge product-badge--new">{t('products.badge.new')}</li> : null}
      {product.is_sale ? <li className="product-badge product-badge--sale">{saleText}</li> : null}
    </ul>
  );
}
