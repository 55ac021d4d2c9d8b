import { createPortal } from 'react-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useModalRegistration } from '../../../lib/modal-store.ts';
import './payment-loader.css';

/** Spec §2 Checkout modal: 'Loading Payment System / Please wait while we initialize the payment widget...'. */
export function PaymentLoader() {
  const t = useT();
  useModalRegistration('payment-loader', true);
  return createPortal(
    <div className="payment-loader" role="alertdialog" aria-modal="true" aria-labelledby="payment-loader-title" aria-describedby="payment-loader-text">
      <div className="payment-loader__box">
        <Spinner size={48} />
        <h2 id="payment-loader-title" className="payment-loader__title">
          {t('checkout.loadingPaymentTitle')}
        </h2>
        <p id="payment-loader-text" className="payment-loader__text">
          {t('checkout.loadingPaymentText')}
        </p>
      </div>
    </div>,
    document.body,
  );
}
