import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID, STORAGE_KEYS } from '@skins/shared';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * The visitor's currency and language (spec §3 local storage keys). The startup checks them against the
 * server's lists and the selectors change them; api calls and query keys read them from here.
 */
export interface Preferences {
  currencyCode: string;
  currencySymbol: string;
  languageId: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readPreferences(): Preferences {
  const code = readStorage(STORAGE_KEYS.currencyCode);
  const symbol = readStorage(STORAGE_KEYS.currencySymbol);
  const languageId = Number(readStorage(STORAGE_KEYS.languageId));
  const validCode = code !== null && /^[A-Za-z]{3}$/.test(code);
  return {
    currencyCode: validCode ? code.toUpperCase() : DEFAULT_CURRENCY.code,
    currencySymbol: validCode && symbol ? symbol : DEFAULT_CURRENCY.symbol,
    languageId: Number.isInteger(languageId) && languageId > 0 ? languageId : DEFAULT_LANGUAGE_ID,
  };
}

let current = readPreferences();

export function getPreferences(): Preferences {
  return current;
}

/**
 * Whether currency and language may be kept across visits: remembering them is a customization cookie
 * (spec §3 Cookie settings). Until the banner is answered they are kept, as before any choice; after it,
 * only while 'customization' is on. Read from the banner's stored record, so no feature is imported here.
 */
function mayRemember(): boolean {
  const consent = readStorage(STORAGE_KEYS.cookieConsent);
  if (consent !== 'true' && consent !== 'false') return true;
  try {
    return (JSON.parse(readStorage(STORAGE_KEYS.cookieSettings) ?? '{}') as { customization?: unknown }).customization === true;
  } catch {
    return false;
  }
}

function storePreferences(preferences: Partial<Preferences>): void {
  if (preferences.currencyCode) writeStorage(STORAGE_KEYS.currencyCode, preferences.currencyCode);
  if (preferences.currencySymbol) writeStorage(STORAGE_KEYS.currencySymbol, preferences.currencySymbol);
  if (preferences.languageId) writeStorage(STORAGE_KEYS.languageId, String(preferences.languageId));
}

/**
 * After a cookie choice: a refused 'customization' forgets the stored currency and language (they
 * still apply for this visit); an allowed one stores the current ones.
 */
export function applyRememberingChoice(): void {
  if (mayRemember()) storePreferences(current);
  else for (const key of [STORAGE_KEYS.currencyCode, STORAGE_KEYS.currencySymbol, STORAGE_KEYS.languageId]) removeStorage(key);
}

export function setPreferences(next: Partial<Preferences>): void {
  if (mayRemember()) storePreferences(next);
  const merged = { ...current, ...next };
  if (merged.currencyCode === current.currencyCode && merged.currencySymbol === current.currencySymbol && merged.languageId === current.languageId) {
    return;
  }
  current = merged;
  for (const listener of listeners) listener();
}

/** Re-reads local storage (tests, or another tab's change). */
export function reloadPreferences(): void {
  current = readPreferences();
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
