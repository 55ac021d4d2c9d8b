import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.ts';
import { clearToasts, toast } from '../../lib/toast-store.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { Toaster } from './toaster.tsx';

/** An opener button and, once pressed, the dialog; `dismissible` as the caller passes it. */
function Harness({ dismissible, onClose = () => {} }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <I18nProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog id="test" title="Test dialog" onClose={close} dismissible={dismissible}>
          <button type="button">First</button>
          <button type="button" onClick={close}>
            Done
          </button>
        </ModalDialog>
      ) : null}
      <Toaster />
    </I18nProvider>
  );
}

function openDialog(props: { dismissible?: boolean; onClose?: () => void } = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Test dialog' }) as HTMLDialogElement };
}

describe('ModalDialog', () => {
  afterEach(() => clearToasts());

  it('is a native modal dialog: shown with showModal, focus inside, and back on the opener when it closes', () => {
    const { opener, dialog } = openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("closes through onClose on the browser's cancel (Escape) and on the backdrop", () => {
    const onClose = vi.fn();
    const { dialog } = openDialog({ onClose });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    // onClose decides: the browser does not close (and unmount) the dialog behind React's back.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(document.querySelector('.modal-dialog__backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when not dismissible, even when the browser closes it anyway', () => {
    const onClose = vi.fn();
    const { dialog } = openDialog({ dismissible: false, onClose });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(document.querySelector('.modal-dialog__backdrop')!);
    expect(dialog.open).toBe(true);
    // A second Escape with no user activation in between is not cancelable: the browser closes the dialog.
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores a close event that arrives after it was shown again (StrictMode runs its effect, cleanup, effect)', () => {
    const onClose = vi.fn();
    const { dialog } = openDialog({ onClose });
    // Browsers queue the `close` of StrictMode's cleanup; it arrives while the dialog is open again.
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBe(dialog);
  });

  it('keeps the toasts raised while it is open usable: they move into the dialog, above it, and back', () => {
    const { dialog } = openDialog();
    act(() => {
      toast.error('Something went wrong');
    });
    const region = screen.getByRole('alert').parentElement!;
    // A modal dialog makes everything outside it inert; the toast region lives inside it, in the top layer.
    expect(dialog.contains(region)).toBe(true);
    expect(region.hasAttribute('data-popover-open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(region.parentElement).toBe(document.body);
    expect(region.hasAttribute('data-popover-open')).toBe(true);
  });
});
