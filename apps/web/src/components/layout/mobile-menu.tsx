import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useModalRegistration } from '../../lib/modal-store.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
import { focusableIn, trapTab } from '../ui/focus-trap.ts';
import './mobile-menu.css';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A slide-in panel for narrow screens. Escape and the backdrop close it; it keeps the focus while open. */
export function MobileMenu({ id, open, onClose, children }: MobileMenuProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  // A modal: the page behind does not scroll while it is open (spec §4 Modal store).
  useModalRegistration('mobile-menu', open);

  useEffect(() => {
    if (open) focusableIn(panelRef.current)[0]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, panelRef.current);
  };

  // A portal: the sticky header's backdrop-filter would otherwise become the panel's containing block.
  return createPortal(
    <div className="mobile-menu" data-open={open || undefined} inert={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.mainNavigation')}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="mobile-menu__close" aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon size={22} />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
