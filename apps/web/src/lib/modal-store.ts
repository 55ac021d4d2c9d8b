import { useEffect, useSyncExternalStore } from 'react';

/**
 * Spec §4 Modal store: the set of open modals with their data. Page scrolling is locked while any modal
 * is open and unlocked when the last one closes.
 */
type Listener = () => void;

let modals: ReadonlyMap<string, unknown> = new Map();
const listeners = new Set<Listener>();
let savedOverflow: string | null = null;

function applyScrollLock(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (modals.size > 0 && savedOverflow === null) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  } else if (modals.size === 0 && savedOverflow !== null) {
    root.style.overflow = savedOverflow;
    savedOverflow = null;
  }
}

function commit(next: Map<string, unknown>): void {
  modals = next;
  applyScrollLock();
  for (const listener of listeners) listener();
}

export function openModal(id: string, data?: unknown): void {
  commit(new Map(modals).set(id, data));
}

export function closeModal(id: string): void {
  if (!modals.has(id)) return;
  const next = new Map(modals);
  next.delete(id);
  commit(next);
}

export function getOpenModals(): ReadonlyMap<string, unknown> {
  return modals;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModals(): ReadonlyMap<string, unknown> {
  return useSyncExternalStore(subscribe, getOpenModals, getOpenModals);
}

/** Keeps modal `id` in the store while `open` is true (and the component is mounted). */
export function useModalRegistration(id: string, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openModal(id);
    return () => closeModal(id);
  }, [id, open]);
}
