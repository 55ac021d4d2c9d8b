import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';

/** Where the profile's payment information (IBAN, BIC/SWIFT) and trade URL are filled in. */
export const PAYMENT_SECTION_HREF = '/account?tab=personal';

/** 'Missing Payment Information': an offer is accepted only with IBAN, BIC/SWIFT and the trade URL in the profile (spec §2, §5). */
export function MissingPaymentPrompt({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog id="missing-payment" title={t('sellOrders.missingPayment.title')} onClose={onClose}>
      <FormAlert tone="info">{t('sellOrders.missingPayment.text')}</FormAlert>
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <Link to={PAYMENT_SECTION_HREF} className="button button--primary" onClick={onClose}>
          {t('sellOrders.missingPayment.button')}
        </Link>
      </div>
    </ModalDialog>
  );
}
