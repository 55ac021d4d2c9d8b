/** What other features (the shell, the product cards, the payment screens) may use from the cart. */
export { CART_QUERY_ROOT, useCart, useCartCount } from './api/cart-query.ts';
export { refreshCart } from './api/update-cart-cache.ts';
export { CartButton } from './components/cart-button.tsx';
