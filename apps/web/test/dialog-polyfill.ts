/**
 * happy-dom's `showModal()` only sets `open`, and it has no popover API. The modal dialog and the toaster
 * rely on what a browser does, so the tests get the few parts of it they exercise (e2e checks the real one):
 * - `showModal()` puts the dialog on a stack of modals and focuses its first focusable descendant;
 * - Escape (a keydown nobody prevented) fires a cancelable `cancel` at the topmost modal, which closes
 *   unless the event was prevented; `close()` fires `close`;
 * - `showPopover()` / `hidePopover()` toggle `:popover-open`, read here as the `data-popover-open` attribute.
 */
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

const modals: HTMLDialogElement[] = [];

export function installDialogPolyfill(): void {
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  dialog.close = function close(this: HTMLDialogElement) {
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };

  window.addEventListener('keydown', (event) => {
    // A dialog React removed without closing it is gone from the top layer too.
    while (modals.length > 0 && !modals.at(-1)?.isConnected) modals.pop();
    const top = modals.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });

  const element = HTMLElement.prototype;
  element.showPopover ??= function showPopover(this: HTMLElement) {
    this.setAttribute('data-popover-open', '');
  };
  element.hidePopover ??= function hidePopover(this: HTMLElement) {
    this.removeAttribute('data-popover-open');
  };
}
