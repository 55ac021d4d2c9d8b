import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs shown with `showModal()`, oldest first. While one is open the browser makes everything
 * outside the topmost inert, so what must stay usable above it (the toasts) moves into it.
 */
type Listener = () => void;

let modals: readonly HTMLDialogElement[] = [];
const listeners = new Set<Listener>();

function commit(next: readonly HTMLDialogElement[]): void {
  modals = next;
  for (const listener of listeners) listener();
}

export function enterTopLayer(dialog: HTMLDialogElement): void {
  commit([...modals.filter((open) => open !== dialog), dialog]);
}

export function leaveTopLayer(dialog: HTMLDialogElement): void {
  if (modals.includes(dialog)) commit(modals.filter((open) => open !== dialog));
}

function topmost(): HTMLDialogElement | null {
  return modals.at(-1) ?? null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTopmostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topmost, topmost);
}
