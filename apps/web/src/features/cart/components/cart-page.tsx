import type { CartItem, UnavailableCartItem } from '@skins/shared';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { CART_TOAST_DURATION_MS, toast } from '../../../lib/toast-store.ts';
import { CheckoutModal, PaymentLoader, useWidgetPayment } from '../../orders/index.ts';
import type { WidgetCheckoutAnswer } from '../../orders/index.ts';
import { useCart } from '../api/cart-query.ts';
import { useCartTotals } from '../api/cart-totals-query.ts';
import { useRemoveAllFromCart, useRemoveFromCart } from '../api/remove-from-cart.ts';
import { cartFailureText } from '../utils/cart-errors.ts';
import { CartItems } from './cart-items.tsx';
import { CartSummary } from './cart-summary.tsx';
import { ClearCartDialog } from './clear-cart-dialog.tsx';
import { UnavailableItems } from './unavailable-items.tsx';
import { useCartPageLoad } from './use-cart-page-load.ts';
import './cart-page.css';

/** /cart (login required): the items, the summary with Proceed, the checkout modal and the 'Popular' carousel. */
export function CartPage({ popular }: { popular: ReactNode }) {
  const t = useT();
  useCartPageLoad();
  const cart = useCart({ refresh: true });
  const totals = useCartTotals({ enabled: cart.isSuccess });
  const remove = useRemoveFromCart();
  const removeAll = useRemoveAllFromCart();
  const widget = useWidgetPayment();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const options = { duration: CART_TOAST_DURATION_MS };
  const changing = remove.isPending || removeAll.isPending;
  const removing = remove.isPending ? (remove.variables ?? null) : null;

  const removeItem = (item: CartItem | UnavailableCartItem) =>
    remove.mutate(item.item_id, {
      onSuccess: () => toast.success(t('toast.removedFromCart'), options),
      onError: (error) => toast.error(cartFailureText(error, t('errors.removeItem')), options),
    });

  // 'Delete all' empties the cart: the unavailable lines go too, or they would stay behind alone.
  const removeEverything = (lines: ReadonlyArray<CartItem | UnavailableCartItem>) =>
    removeAll.mutate(
      lines.map((line) => line.item_id),
      {
        onSuccess: () => toast.success(t('toast.cartCleared'), options),
        onError: (error) => toast.error(cartFailureText(error, t('errors.removeSelected')), options),
        onSettled: () => setConfirmingClear(false),
      },
    );

  const startWidget = (answer: WidgetCheckoutAnswer) => {
    setCheckoutOpen(false);
    widget.launch({ answer, cancelPath: '/cart', purpose: 'cart' });
  };

  let body;
  if (cart.isPending) {
    body = (
      <div className="cart-page__loading">
        <Spinner size={40} />
        <p>{t('cart.loading')}</p>
      </div>
    );
  } else if (cart.isError) {
    const message = isApiError(cart.error) && cart.error.message ? cart.error.message : t('errors.loadCart');
    body = (
      <StatusMessage
        tone="error"
        title={t('errors.loadCart')}
        text={message}
        action={
          <button type="button" className="button button--ghost" onClick={() => void cart.refetch()}>
            {t('cart.tryAgain')}
          </button>
        }
      />
    );
  } else if (cart.data.cart.length === 0 && cart.data.unavailable.length === 0) {
    body = (
      <StatusMessage
        tone="empty"
        title={t('cart.emptyTitle')}
        text={t('cart.emptyText')}
        action={
          <Link to="/products/all/all" className="button button--primary">
            {t('cart.continueShopping')}
          </Link>
        }
      />
    );
  } else {
    const { data } = cart;
    const lines = [...data.cart, ...data.unavailable];
    const buyable = data.cart.length > 0;
    const askToClear = () => setConfirmingClear(true);
    body = (
      <div className={buyable ? 'cart-page__layout' : 'cart-page__layout cart-page__layout--unavailable-only'}>
        <div className="cart-page__items">
          {data.unavailable.length > 0 ? (
            <UnavailableItems
              items={data.unavailable}
              removing={removing}
              clearing={removeAll.isPending}
              disabled={changing}
              onRemove={removeItem}
              onRemoveAll={buyable ? undefined : askToClear}
            />
          ) : null}
          {/* Nothing to buy: no 'Items (0)' box and no summary of 0.00. */}
          {buyable ? (
            <CartItems
              items={data.cart}
              currencySymbol={data.currency_symbol}
              removing={removing}
              clearing={removeAll.isPending}
              disabled={changing}
              onRemove={removeItem}
              onRemoveAll={askToClear}
            />
          ) : null}
        </div>
        {confirmingClear ? (
          <ClearCartDialog count={lines.length} busy={removeAll.isPending} onConfirm={() => removeEverything(lines)} onClose={() => setConfirmingClear(false)} />
        ) : null}
        {buyable ? <CartSummary
          itemCount={data.cart.length}
          totals={totals.data}
          cartTotal={data.total}
          currency={data.currency}
          currencySymbol={data.currency_symbol}
          loading={cart.isFetching || totals.isFetching}
          busy={widget.loading || changing}
          onProceed={() => setCheckoutOpen(true)}
        /> : null}
        {checkoutOpen ? (
          <Suspense fallback={null}>
            <CheckoutModal
              amount={totals.data?.total ?? data.total}
              currency={totals.data?.currency ?? data.currency}
              currencySymbol={totals.data?.currency_symbol ?? data.currency_symbol}
              items={data.cart}
              onClose={() => setCheckoutOpen(false)}
              onWidgetCheckout={startWidget}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }

  return (
    <div className="container cart-page">
      <PageTitle title={t('cart.title')} />
      <h1 className="cart-page__title">{t('cart.title')}</h1>
      {body}
      {popular}
      {widget.loading ? <PaymentLoader /> : null}
    </div>
  );
}
