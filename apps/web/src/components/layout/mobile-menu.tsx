import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
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

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('a, button, input')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the panel while it is modal.
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button, input') ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
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
