import { useSearchParams } from 'react-router-dom';
import { PaymentLoader, useWidgetPayment } from '../../orders/index.ts';
import type { WidgetCheckoutAnswer } from '../../orders/index.ts';
import { TOP_UP_MODAL, TopUpModal } from './top-up-modal.tsx';

/** Where a buyer who closes the widget without paying returns. */
const BALANCE_PATH = '/account?tab=balance';

/**
 * Spec §2: `modal=TOP_UP_MODAL` in the query opens the top-up; closing it removes the parameter. It also owns
 * the widget start, which outlives the modal (the modal closes before the widget opens).
 */
export function TopUpHost() {
  const [params, setParams] = useSearchParams();
  const widget = useWidgetPayment();
  const open = params.get('modal') === TOP_UP_MODAL;

  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('modal');
    setParams(next, { replace: true });
  };

  const pay = (answer: WidgetCheckoutAnswer) => {
    close();
    widget.launch({ answer, cancelPath: BALANCE_PATH, purpose: 'top-up' });
  };

  return (
    <>
      {open ? <TopUpModal onClose={close} onWidgetCheckout={pay} /> : null}
      {widget.loading ? <PaymentLoader /> : null}
    </>
  );
}
