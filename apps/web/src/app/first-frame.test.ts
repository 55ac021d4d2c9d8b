import { FIRST_FRAME_ELEMENT_ID, STORAGE_KEYS, type FirstFrame } from '@skins/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../lib/cookies.ts';
import { applyRememberingChoice, reloadPreferences, setPreferences } from '../lib/preferences.ts';
import { seedFirstFrame } from './first-frame.ts';

const FRAME: FirstFrame = {
  lang_id: 2,
  currency: 'USD',
  languages: [
    { id: 1, code: 'en', title: 'English', default: 1 },
    { id: 2, code: 'ru', title: 'Русский', default: 0 },
  ],
  currencies: [{ code: 'USD', symbol: '$', title: 'US Dollar', value: 1.085, default: 0 }],
  settings: {
    requisites: '',
    support_email: '',
    is_reg_enabled: true,
    min_top_up: 5.43,
    vat_percent: 0,
    google_tag: '',
    paysage: { public_key: 'pk', test_mode: true, widget_url: '/w.js' },
  },
  static_pages: [],
  localizations: { 'products.titleAll': 'Все товары' },
};

function pageWith(frame: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.id = FIRST_FRAME_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof frame === 'string' ? frame : JSON.stringify(frame);
  doc.head.append(script);
  return doc;
}

function clearCookies() {
  for (const name of ['lang_id', 'currency']) document.cookie = `${name}=; path=/; max-age=0`;
}

describe('seedFirstFrame', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    reloadPreferences();
  });
  afterEach(() => vi.restoreAllMocks());

  it("puts the inline answers under the startup's keys when they are in the visitor's language and currency", () => {
    localStorage.setItem(STORAGE_KEYS.languageId, '2');
    localStorage.setItem(STORAGE_KEYS.currencyCode, 'USD');
    reloadPreferences();
    const client = new QueryClient();
    expect(seedFirstFrame(client, pageWith(FRAME))).toBe(true);
    const locale = { currency: 'USD', lang_id: 2 };
    expect(client.getQueryData(['localizations', locale])).toEqual(FRAME.localizations);
    expect(client.getQueryData(['languages', locale])).toEqual(FRAME.languages);
    expect(client.getQueryData(['currencies', locale])).toEqual(FRAME.currencies);
    expect(client.getQueryData(['static-pages', locale])).toEqual([]);
    expect(client.getQueryData(['settings', locale])).toEqual(FRAME.settings);
  });

  it('leaves the settings to the startup when the currency differs (their amounts are in it)', () => {
    localStorage.setItem(STORAGE_KEYS.languageId, '2');
    reloadPreferences();
    const client = new QueryClient();
    expect(seedFirstFrame(client, pageWith(FRAME))).toBe(true);
    const locale = { currency: 'EUR', lang_id: 2 };
    expect(client.getQueryData(['localizations', locale])).toEqual(FRAME.localizations);
    expect(client.getQueryData(['settings', locale])).toBeUndefined();
  });

  it('uses nothing in another language, a malformed block, or a page without one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const doc of [pageWith(FRAME), pageWith('{"lang_id": 1'), pageWith({ ...FRAME, lang_id: 1, localizations: 'x' }), document.implementation.createHTMLDocument()]) {
      const client = new QueryClient();
      expect(seedFirstFrame(client, doc)).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});

describe('the preference cookies the server reads', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    reloadPreferences();
  });

  it('follow the remembered language and currency, and go when remembering is refused', () => {
    setPreferences({ languageId: 3, currencyCode: 'GBP', currencySymbol: '£' });
    expect([readCookie('lang_id'), readCookie('currency')]).toEqual(['3', 'GBP']);
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'false');
    localStorage.setItem(STORAGE_KEYS.cookieSettings, JSON.stringify({ customization: false }));
    applyRememberingChoice();
    expect([readCookie('lang_id'), readCookie('currency')]).toEqual([null, null]);
  });
});
