import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { itemHref } from '../../../lib/item-href.ts';
import type { OrderLine } from '../utils/group-orders.ts';

export interface OrderItemsProps {
  items: readonly OrderLine[];
  formatAmount: (amount: number) => string;
}

/** The items of one order: image, name (to the product), quantity and price. */
export function OrderItems({ items, formatAmount }: OrderItemsProps) {
  const t = useT();
  return (
    <ul className="order-items">
      {items.map((item, index) => (
        <li key={`${item.itemId}-${index}`} className="order-items__item">
          <ImageWithFallback src={imageUrl(item.image)} alt="" className="order-items__image" />
          <div className="order-items__text">
            <Link to={itemHref({ id: item.itemId, category: item.category })} className="order-items__name">
              {item.name}
            </Link>
            <span className="order-items__meta">
              {t('account.orders.quantity', { count: item.quantity })} · {formatAmount(item.price)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
