import type { Item } from '@skins/shared';
import { StarIcon } from '../../../components/icons/star-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface ItemBadgesProps {
  product: Pick<Item, 'is_top' | 'is_new' | 'is_sale'>;
}

export function ItemBadges({ product }: ItemBadgesProps) {
  const t = useT();
  if (!product.is_top && !product.is_new && !product.is_sale) return null;
  return (
    <ul className="product-badges">
      {product.is_top ? (
        <li className="product-badge product-badge--top">
          <StarIcon size={12} />
          {t('products.badge.top')}
        </li>
      ) : null}
      {product.is_new ? <li className="product-badge product-badge--new">{t('products.badge.new')}</li> : null}
      {product.is_sale ? <li className="product-badge product-badge--sale">{t('products.badge.sale')}</li> : null}
    </ul>
  );
}
