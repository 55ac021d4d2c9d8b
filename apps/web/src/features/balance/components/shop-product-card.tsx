import { formatPrice } from '@skins/shared';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { shopImageSrc } from '../utils/shop-image.ts';
import type { z } from 'zod';
import type { shopProductSchema } from '@skins/shared';

export interface ShopProductCardProps {
  product: z.infer<typeof shopProductSchema>;
  buyLabel: MessageKey;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}

/** A pack or a prompt: image, name, description and a buy button with its price. */
export function ShopProductCard({ product, buyLabel, busy, disabled, onBuy }: ShopProductCardProps) {
  const t = useT();
  const price = formatPrice(product.price, product.currency_symbol);
  return (
    <li className="shop-card">
      {product.image_url ? <ImageWithFallback src={shopImageSrc(product.image_url)} alt="" className="shop-card__image" /> : null}
      <div className="shop-card__body">
        <h4 className="shop-card__name">{product.name}</h4>
        <p className="shop-card__description">{product.description}</p>
      </div>
      <button type="button" className="button button--ghost shop-card__buy" disabled={disabled} aria-busy={busy || undefined} onClick={onBuy}>
        {busy ? t('common.processing') : t(buyLabel, { price })}
      </button>
    </li>
  );
}
