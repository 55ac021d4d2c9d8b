import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID, PREFERENCE_COOKIES, STORAGE_KEYS } from '@skins/shared';
import { useSyncExternalStore } from 'react';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
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
syncPreferenceCookies();

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

/**
 * The remembered language and currency also go to cookies, the one place the server can read them: the
 * page it sends then carries that language's texts (app/first-frame.ts). Written only when they differ.
 */
function storeCookie(name: string, value: string): void {
  if (readCookie(name) !== value) writeCookie(name, value);
}

/** For choices stored before the cookies existed, or cookies the browser dropped. */
function syncPreferenceCookies(): void {
  if (!mayRemember()) return;
  const languageId = readStorage(STORAGE_KEYS.languageId);
  const currencyCode = readStorage(STORAGE_KEYS.currencyCode);
  if (languageId) storeCookie(PREFERENCE_COOKIES.languageId, languageId);
  if (currencyCode) storeCookie(PREFERENCE_COOKIES.currencyCode, currencyCode);
}

function storePreferences(preferences: Partial<Preferences>): void {
  if (preferences.currencyCode) {
    writeStorage(STORAGE_KEYS.currencyCode, preferences.currencyCode);
    storeCookie(PREFERENCE_COOKIES.currencyCode, preferences.currencyCode);
  }
  if (preferences.currencySymbol) writeStorage(STORAGE_KEYS.currencySymbol, preferences.currencySymbol);
  if (preferences.languageId) {
    writeStorage(STORAGE_KEYS.languageId, String(preferences.languageId));
    storeCookie(PREFERENCE_COOKIES.languageId, String(preferences.languageId));
  }
}

/**
 * After a cookie choice: a refused 'customization' forgets the stored currency and language (they
 * still apply for this visit); an allowed one stores the current ones.
 */
export function applyRememberingChoice(): void {
  if (mayRemember()) storePreferences(current);
  else {
    for (const key of [STORAGE_KEYS.currencyCode, STORAGE_KEYS.currencySymbol, STORAGE_KEYS.languageId]) removeStorage(key);
    for (const name of Object.values(PREFERENCE_COOKIES)) removeCookie(name);
  }
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
