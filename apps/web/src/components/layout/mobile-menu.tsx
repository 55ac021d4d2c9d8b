import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode, SyntheticEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useModalRegistration } from '../../lib/modal-store.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
import { enterTopLayer, leaveTopLayer } from '../ui/top-layer.ts';
import './mobile-menu.css';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A slide-in panel for narrow screens, on a native `<dialog>` shown with `showModal()` while open: the
 * browser keeps the focus in it and makes the page inert. Escape (its `cancel`) and the backdrop close it.
 */
export function MobileMenu({ id, open, onClose, children }: MobileMenuProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A modal: the page behind does not scroll while it is open (spec §4 Modal store).
  useModalRegistration('mobile-menu', open);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    dialog.showModal();
    enterTopLayer(dialog);
    return () => {
      leaveTopLayer(dialog);
      dialog.close();
    };
  }, [open]);

  // The menu is open while the header says so: Escape asks the header, the browser never closes it alone.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // A portal: the sticky header's backdrop-filter would otherwise become the panel's containing block.
  return createPortal(
    <dialog
      ref={dialogRef}
      id={id}
      className="mobile-menu"
      data-open={open || undefined}
      aria-label={t('header.mainNavigation')}
      onCancel={onCancel}
      // An Escape the browser would not let us prevent (close-watcher rule) still closes through the header.
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu__panel">
        <button type="button" className="close-button" aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon size={22} />
        </button>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
