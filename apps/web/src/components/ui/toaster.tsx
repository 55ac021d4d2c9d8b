import { useLayoutEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { dismissToast, useToasts } from '../../lib/toast-store.ts';
import type { ToastKind } from '../../lib/toast-store.ts';
import { AlertIcon } from '../icons/alert-icon.tsx';
import { CheckIcon } from '../icons/check-icon.tsx';
import { CloseIcon } from '../icons/close-icon.tsx';
import { InfoIcon } from '../icons/info-icon.tsx';
import { useTopmostModal } from './top-layer.ts';
import './toaster.css';

const ICONS: Record<ToastKind, typeof InfoIcon> = {
  default: InfoIcon,
  info: InfoIcon,
  success: CheckIcon,
  warning: AlertIcon,
  error: AlertIcon,
};

function createRegion(): HTMLDivElement {
  const region = document.createElement('div');
  region.className = 'toaster';
  region.popover = 'manual';
  return region;
}

/**
 * The toasts of the toast store, bottom right; errors are announced at once, the rest politely.
 * The region is a manual popover, so it sits in the top layer above everything. An open modal dialog makes
 * all outside it inert (toasts it raises could not be closed), so the region moves into the topmost modal
 * and is shown again, which also stacks it above that dialog.
 */
export function Toaster() {
  const t = useT();
  const toasts = useToasts();
  const [region] = useState(createRegion);
  const modal = useTopmostModal();

  useLayoutEffect(() => {
    // Moving a shown popover hides it: show it again in its new place.
    (modal ?? document.body).append(region);
    region.showPopover();
    return () => region.remove();
  }, [region, modal]);

  return createPortal(
    toasts.map((toast) => {
      const Icon = ICONS[toast.kind];
      return (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          style={{ '--toast-duration': `${toast.duration}ms` } as CSSProperties}
        >
          <Icon size={20} className="toast__icon" />
          <p className="toast__text">
            {toast.text}
            {toast.action ? (
              <>
                {' '}
                <Link className="toast__action" to={toast.action.to} onClick={() => dismissToast(toast.id)}>
                  {toast.action.label}
                </Link>
              </>
            ) : null}
          </p>
          <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      );
    }),
    region,
  );
}
