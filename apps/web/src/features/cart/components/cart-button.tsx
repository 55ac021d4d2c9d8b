import { useLocation } from 'react-router-dom';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { CART_TOAST_DURATION_MS, showToast, toast } from '../../../lib/toast-store.ts';
import { AUTH_PATHS, useAuth, withRedirect } from '../../auth/index.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCart } from '../api/cart-query.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { addToCartProblem, cartFailureText } from '../utils/cart-errors.ts';
import './cart-button.css';

export interface CartButtonProps {
  productId: number;
  /** Names the product for assistive technology ('Add to cart' alone is ambiguous in a grid). */
  title: string;
  /** 'card': 'Add to cart' in a product card; 'details': the details page's large 'Buy'. */
  variant: 'card' | 'details';
}

const LABELS: Record<CartButtonProps['variant'], { add: MessageKey; remove: MessageKey }> = {
  card: { add: 'products.card.addToCart', remove: 'products.card.remove' },
  details: { add: 'product.buy', remove: 'product.remove' },
};

/**
 * Spec §2, §4 Cart: the button toggles Add to cart / Remove; while its call runs it is disabled with a spinner.
 * A visitor is asked to log in without a call being made.
 */
export function CartButton({ productId, title, variant }: CartButtonProps) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const { data: cart } = useCart();
  const add = useAddToCart();
  const remove = useRemoveFromCart();
  const busy = add.isPending || remove.isPending;
  const inCart = Boolean(cart && [...cart.cart, ...cart.unavailable].some((item) => item.item_id === productId));
  const options = { duration: CART_TOAST_DURATION_MS };
  const location = useLocation();

  const onClick = () => {
    if (!isAuthenticated) {
      toast.warning(t('errors.loginToAddToCart'), { ...options, action: { label: t('header.signIn'), to: withRedirect(AUTH_PATHS.signIn, location.pathname + location.search) } });
      return;
    }
    if (inCart) {
      remove.mutate(productId, {
        onSuccess: () => toast.success(t('toast.removedFromCart'), options),
        onError: (error) => toast.error(cartFailureText(error, t('errors.removeFromCart')), options),
      });
      return;
    }
    add.mutate(productId, {
      onSuccess: () => toast.success(t('toast.addedToCart'), options),
      onError: (error) => {
        const problem = addToCartProblem(error);
        showToast(problem.kind, 'key' in problem.message ? t(problem.message.key) : problem.message.text, options);
      },
    });
  };

  const label = t(inCart ? LABELS[variant].remove : LABELS[variant].add);
  const className = variant === 'card' ? 'cart-button button' : 'cart-button button button--large';
  return (
    <button
      type="button"
      className={`${className} ${inCart ? 'button--ghost' : 'button--primary'}`}
      data-variant={variant}
      data-in-cart={inCart || undefined}
      aria-label={`${label}: ${title}`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
    >
      {busy ? <Spinner size={16} /> : null}
      <span aria-hidden="true">{label}</span>
    </button>
  );
}
