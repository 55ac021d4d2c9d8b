import type { Item } from '@skins/shared';

/**
 * The details route of a product; a product without a category sits under `all`. In lib, not in the
 * products feature, because the cart and the order history link to products without depending on that feature.
 */
export function itemHref(product: Pick<Item, 'id' | 'category'>): string {
  const category = product.category.trim() || 'all';
  return `/products/${encodeURIComponent(category)}/all/${product.id}`;
}
