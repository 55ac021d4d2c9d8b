import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalRegistration } from '../../lib/modal-store.ts';
import { focusableIn, trapTab } from './focus-trap.ts';
import './modal-dialog.css';

export interface ModalDialogProps {
  /** The key in the modal store. */
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** false: Escape and the backdrop do nothing; the dialog ends only through its own buttons. */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal dialog: page scrolling is locked through the modal store, the focus moves in and stays in,
 * Escape and the backdrop close it, and the focus returns to where it was.
 */
export function ModalDialog({ id, title, onClose, children, dismissible = true, className }: ModalDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalRegistration(id, true);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(panelRef.current)[0] ?? panelRef.current)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    trapTab(event, panelRef.current);
  };

  return createPortal(
    <div className="modal-dialog">
      <div className="modal-dialog__backdrop" onClick={dismissible ? onClose : undefined} aria-hidden="true" />
      <div
        ref={panelRef}
        className={className ? `modal-dialog__panel ${className}` : 'modal-dialog__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
