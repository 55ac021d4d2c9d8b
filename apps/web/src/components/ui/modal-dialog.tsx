import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useModalRegistration } from '../../lib/modal-store.ts';
import { enterTopLayer, leaveTopLayer } from './top-layer.ts';
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
  /** 'drawer': a full-height sheet from the screen's edge (a phone's filters) rather than a centred box. */
  variant?: 'centered' | 'drawer';
}

/**
 * A native `<dialog>` shown with `showModal()`: the browser puts it in the top layer, makes the page inert,
 * keeps the focus inside and turns Escape into a `cancel` event. It is open while mounted; closing is the
 * caller's onClose (Escape, the backdrop, its own buttons). Page scrolling is locked through the modal
 * store (spec §4), and the focus returns to where it was.
 */
export function ModalDialog({ id, title, onClose, children, dismissible = true, className, variant = 'centered' }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  useModalRegistration(id, true);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    unmounting.current = false;
    dialog.showModal();
    enterTopLayer(dialog);
    return () => {
      unmounting.current = true;
      leaveTopLayer(dialog);
      dialog.close();
      opener?.focus();
    };
  }, []);

  // Escape: React decides whether the dialog goes, so the browser never closes it on its own.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };

  // A second Escape with no user activation in between cannot be prevented (the browser's close-watcher
  // rule) and closes the dialog anyway: the closing still goes through onClose, or is undone.
  // A `close` event is queued, not dispatched, so it can arrive after the dialog was shown again: React's
  // StrictMode (the dev build `npm start` serves) runs the layout effect, its cleanup (`close()`) and the
  // effect again on mount. Such an event speaks of a closing already undone: the dialog is open, so ignore it.
  const onNativeClose = () => {
    const dialog = dialogRef.current;
    if (unmounting.current || !dialog || dialog.open) return;
    if (dismissible) {
      onClose();
      return;
    }
    dialog.showModal();
    enterTopLayer(dialog);
  };

  return createPortal(
    <dialog ref={dialogRef} className="modal-dialog" data-variant={variant} aria-labelledby={titleId} onCancel={onCancel} onClose={onNativeClose}>
      <div className="modal-dialog__backdrop" onClick={dismissible ? onClose : undefined} aria-hidden="true" />
      <div className={className ? `modal-dialog__panel ${className}` : 'modal-dialog__panel'}>
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
