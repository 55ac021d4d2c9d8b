import { beforeEach, describe, expect, it } from 'vitest';
import { getPreferences, setPreferences } from '../../../lib/preferences.ts';
import { acceptAllCookies, declineCookies, hasCookieDecision, readCookieSettings, saveCookieSettings } from './cookie-consent.ts';

const stored = () => ({ consent: localStorage.getItem('cookie_consent'), settings: JSON.parse(localStorage.getItem('cookie_settings') ?? 'null') });

describe('cookie consent', () => {
  beforeEach(() => localStorage.clear());

  it('has no decision until one is stored', () => {
    expect(hasCookieDecision()).toBe(false);
    expect(readCookieSettings()).toEqual({ essential: true, advertising: false, customization: false, functionality: false });
  });

  it('stores true and every kind for Ok', () => {
    acceptAllCookies();
    expect(hasCookieDecision()).toBe(true);
    expect(stored()).toEqual({ consent: 'true', settings: { essential: true, advertising: true, customization: true, functionality: true } });
  });

  it('stores false and no optional kind for Decline', () => {
    declineCookies();
    expect(hasCookieDecision()).toBe(true);
    expect(stored()).toEqual({ consent: 'false', settings: { essential: true, advertising: false, customization: false, functionality: false } });
  });

  it('stores the chosen kinds', () => {
    saveCookieSettings({ advertising: false, customization: true, functionality: false });
    expect(stored()).toEqual({ consent: 'true', settings: { essential: true, advertising: false, customization: true, functionality: false } });
    expect(readCookieSettings().customization).toBe(true);
    saveCookieSettings({ advertising: false, customization: false, functionality: false });
    expect(stored().consent).toBe('false');
  });

  it('reads malformed settings as refused', () => {
    localStorage.setItem('cookie_settings', '{not json');
    expect(readCookieSettings().advertising).toBe(false);
    localStorage.setItem('cookie_settings', '{"advertising":"yes","functionality":true}');
    expect(readCookieSettings()).toEqual({ essential: true, advertising: false, customization: false, functionality: true });
  });
});

describe('the customization choice and remembered preferences (issue 13.7)', () => {
  beforeEach(() => localStorage.clear());

  it('declining stops remembering currency and language; they still apply for the visit', () => {
    setPreferences({ currencyCode: 'USD', currencySymbol: '$', languageId: 2 });
    expect(localStorage.getItem('currencyCode')).toBe('USD');
    declineCookies();
    expect([localStorage.getItem('currencyCode'), localStorage.getItem('currencySymbol'), localStorage.getItem('languageId')]).toEqual([null, null, null]);

    setPreferences({ currencyCode: 'GBP', currencySymbol: '£' });
    expect(localStorage.getItem('currencyCode')).toBeNull();
    expect(getPreferences().currencyCode).toBe('GBP');

    saveCookieSettings({ advertising: false, customization: true, functionality: false });
    expect(localStorage.getItem('currencyCode')).toBe('GBP');
    expect(localStorage.getItem('languageId')).toBe('2');
  });

  it('turning customization off in Manage cookies forgets them too', () => {
    acceptAllCookies();
    setPreferences({ currencyCode: 'USD', currencySymbol: '$' });
    saveCookieSettings({ advertising: true, customization: false, functionality: true });
    expect(localStorage.getItem('currencyCode')).toBeNull();
  });
});
