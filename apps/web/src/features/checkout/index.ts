import { lazy } from 'react';

/**
 * What other features (the cart, the balance top-up) use to take a payment. The modal is a chunk of its own,
 * fetched when the buyer proceeds.
 */
export const CheckoutModal = lazy(async () => ({ default: (await import('./components/checkout-modal.tsx')).CheckoutModal }));
export type { CheckoutModalProps } from './components/checkout-modal.tsx';
export { PaymentLoader } from './components/payment-loader.tsx';
export { useWidgetPayment } from './components/use-widget-payment.ts';
export type { WidgetLaunch } from './components/use-widget-payment.ts';
export type { WidgetCheckoutAnswer } from './utils/widget-params.ts';
