import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface ClearCartDialogProps {
  /** Every line that will go, the unavailable ones included. */
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete all' asks first: emptying a cart by one stray click cannot be undone. Cancel comes first, the safe choice. */
export function ClearCartDialog({ count, busy, onConfirm, onClose }: ClearCartDialogProps) {
  const t = useT();
  return (
    <ModalDialog id="clear-cart" title={t('cart.deleteAllTitle')} onClose={onClose} dismissible={!busy} className="cart-confirm">
      <p className="cart-confirm__text">{t('cart.deleteAllText', { count })}</p>
      <div className="cart-confirm__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button cart-confirm__confirm" onClick={onConfirm} disabled={busy}>
          {busy ? t('cart.removing') : t('cart.deleteAll')}
        </button>
      </div>
    </ModalDialog>
  );
}
