import { STORAGE_KEYS } from '@skins/shared';
import { applyRememberingChoice } from '../../../lib/preferences.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** Spec §3 Cookie settings; essential cookies cannot be refused. */
export interface CookieSettings {
  essential: true;
  advertising: boolean;
  customization: boolean;
  functionality: boolean;
}

export type OptionalCookie = Exclude<keyof CookieSettings, 'essential'>;
export const OPTIONAL_COOKIES: readonly OptionalCookie[] = ['advertising', 'customization', 'functionality'];

const ALL_ON: CookieSettings = { essential: true, advertising: true, customization: true, functionality: true };
const ALL_OFF: CookieSettings = { essential: true, advertising: false, customization: false, functionality: false };

/** Whether the visitor has answered the banner (spec §4: it shows until the consent flag is stored). */
export function hasCookieDecision(): boolean {
  const consent = readStorage(STORAGE_KEYS.cookieConsent);
  return consent === 'true' || consent === 'false';
}

/** The stored choices; anything missing or malformed counts as refused. */
export function readCookieSettings(): CookieSettings {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.cookieSettings) ?? '{}') as Partial<Record<OptionalCookie, unknown>>;
    return {
      essential: true,
      advertising: stored.advertising === true,
      customization: stored.customization === true,
      functionality: stored.functionality === true,
    };
  } catch {
    return ALL_OFF;
  }
}

function store(consent: boolean, settings: CookieSettings): void {
  writeStorage(STORAGE_KEYS.cookieConsent, String(consent));
  writeStorage(STORAGE_KEYS.cookieSettings, JSON.stringify(settings));
  applyRememberingChoice();
}

/** Ok: every kind of cookie is allowed. */
export function acceptAllCookies(): void {
  store(true, ALL_ON);
}

/** Decline: the consent flag is false and every optional kind is off. */
export function declineCookies(): void {
  store(false, ALL_OFF);
}

/** Manage, then Save: the chosen kinds; consent is given as soon as one optional kind is on. */
export function saveCookieSettings(settings: Omit<CookieSettings, 'essential'>): void {
  const saved: CookieSettings = { ...settings, essential: true };
  store(OPTIONAL_COOKIES.some((kind) => saved[kind]), saved);
}
