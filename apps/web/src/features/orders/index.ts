import { lazy } from 'react';

/**
 * What other features use of orders: the checkout that creates one (the cart, the balance top-up take a payment
 * through it; the modal is a chunk of its own, fetched when the buyer proceeds) and the account page's history.
 */
export const CheckoutModal = lazy(async () => ({ default: (await import('./components/checkout-modal.tsx')).CheckoutModal }));
export type { CheckoutModalProps } from './components/checkout-modal.tsx';
export { PaymentLoader } from './components/payment-loader.tsx';
export { useWidgetPayment } from './components/use-widget-payment.ts';
export type { WidgetLaunch } from './components/use-widget-payment.ts';
export type { WidgetCheckoutAnswer } from './utils/widget-params.ts';
export { OrderHistory } from './components/order-history.tsx';
