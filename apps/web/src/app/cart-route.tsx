import { CartPage } from '../features/cart/components/cart-page.tsx';
import { RecommendedCarousel } from '../features/items/index.ts';
import { useT } from '../lib/i18n/index.ts';

/**
 * /cart: the cart page with the 'Popular' carousel under it. Composed here because the products feature
 * shows the cart's Add to cart button, so the cart must not depend on products in turn.
 */
export function CartRoute() {
  const t = useT();
  return <CartPage popular={<RecommendedCarousel title={t('cart.popularTitle')} emptyText={t('cart.noPopular')} />} />;
}
