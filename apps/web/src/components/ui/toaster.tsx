import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/i18n/index.ts';
import { dismissToast, useToasts } from '../../lib/toast-store.ts';
import type { ToastKind } from '../../lib/toast-store.ts';
import { AlertIcon } from '../icons/alert-icon.tsx';
import { CheckIcon } from '../icons/check-icon.tsx';
import { CloseIcon } from '../icons/close-icon.tsx';
import { InfoIcon } from '../icons/info-icon.tsx';
import './toaster.css';

const ICONS: Record<ToastKind, typeof InfoIcon> = {
  default: InfoIcon,
  info: InfoIcon,
  success: CheckIcon,
  warning: AlertIcon,
  error: AlertIcon,
};

/** The toasts of the toast store, bottom right; errors are announced at once, the rest politely. */
export function Toaster() {
  const t = useT();
  const toasts = useToasts();
  return createPortal(
    <div className="toaster">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            style={{ '--toast-duration': `${toast.duration}ms` } as CSSProperties}
          >
            <Icon size={20} className="toast__icon" />
            <p className="toast__text">{toast.text}</p>
            <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)}>
              <CloseIcon size={16} />
            </button>
          </div>
        );
      })}
    </div>,
    document.body,
  );
}
