import type { Product } from '@skins/shared';

/** The details route of a product; a product without a category sits under `all`. */
export function productHref(product: Pick<Product, 'id' | 'category'>): string {
  const category = product.category.trim() || 'all';
  return `/products/${encodeURIComponent(category)}/all/${product.id}`;
}
