import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID, STORAGE_KEYS } from '@skins/shared';
import { useSyncExternalStore } from 'react';

/**
 * The visitor's currency and language (spec §3 local storage keys). The currency selector and the
 * language list of later work write here; api calls and query keys read from here.
 */
export interface Preferences {
  currencyCode: string;
  languageId: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage can be disabled (privacy mode); the defaults apply then.
    return null;
  }
}

function readPreferences(): Preferences {
  const code = readStorage(STORAGE_KEYS.currencyCode);
  const languageId = Number(readStorage(STORAGE_KEYS.languageId));
  return {
    currencyCode: code && /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : DEFAULT_CURRENCY.code,
    languageId: Number.isInteger(languageId) && languageId > 0 ? languageId : DEFAULT_LANGUAGE_ID,
  };
}

let current = readPreferences();

export function getPreferences(): Preferences {
  return current;
}

export function setPreferences(next: Partial<Preferences>): void {
  try {
    if (next.currencyCode) localStorage.setItem(STORAGE_KEYS.currencyCode, next.currencyCode);
    if (next.languageId) localStorage.setItem(STORAGE_KEYS.languageId, String(next.languageId));
  } catch {
    // Not persisted, but still applied for this visit.
  }
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current preferences; components re-render when they change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
