import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface ConfirmDialogProps {
  id: string;
  /** The question (spec §8 confirmations). */
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Please confirm': the question, Cancel (focused first, the safe choice) and the destructive confirm button. */
export function ConfirmDialog({ id, text, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useT();
  return (
    <ModalDialog id={id} title={t('sellOrders.confirmTitle')} onClose={onClose} dismissible={!busy} className="confirm-dialog">
      <p className="confirm-dialog__text">{text}</p>
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button confirm-dialog__confirm" onClick={onConfirm} disabled={busy}>
          {busy ? t('common.processing') : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
