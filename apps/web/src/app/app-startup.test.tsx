import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@skins/shared';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, profile, stubApi } from '../../test/api-stub.ts';
import { getAuthState, reloadAuthState } from '../features/auth/index.ts';
import { useT } from '../lib/i18n/index.ts';
import { getPreferences, reloadPreferences, setPreferences } from '../lib/preferences.ts';
import { AppStartup } from './app-startup.tsx';
import { seedFirstFrame } from './first-frame.ts';

const LANGUAGES = [
  { id: 1, code: 'en', title: 'English', default: 1 },
  { id: 2, code: 'ru', title: 'Русский', default: 0 },
];
const CURRENCIES = [
  { code: 'EUR', symbol: '€', title: 'Euro', value: 1, default: 0 },
  { code: 'USD', symbol: '$', title: 'US Dollar', value: 1.085, default: 1 },
];
const SETTINGS = {
  requisites: '',
  support_email: '',
  is_reg_enabled: false,
  min_top_up: 0,
  vat_percent: 0,
  google_tag: '',
  paysage: { public_key: 'pk', test_mode: true, widget_url: '/paysage/widget/be_gateway.js' },
};

function Heading() {
  const t = useT();
  return <h1>{t('products.titleAll')}</h1>;
}

function renderApp(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <AppStartup>
        <Heading />
      </AppStartup>
    </QueryClientProvider>,
  );
}

function stubStartup(overrides: Record<string, (url: URL) => { status?: number; body: unknown } | undefined> = {}) {
  return stubApi({
    '/api/is-auth': () => ({ body: { status: 'OK', authenticated: false, emailVerified: false } }),
    '/api/countries': () => ok([{ id: 1, title: 'Latvia', iso: 'LV' }]),
    '/api/languages': () => ok(LANGUAGES),
    '/api/currencies': () => ok(CURRENCIES),
    '/api/settings': () => ok(SETTINGS),
    '/api/static-pages': () => ok([]),
    '/api/localizations': (url) => ok(url.searchParams.get('lang_id') === '2' ? { 'products.titleAll': 'Все товары' } : {}),
    ...overrides,
  });
}

describe('AppStartup', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadPreferences();
    reloadAuthState();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('restores the stored language and shows its texts', async () => {
    localStorage.setItem('languageId', '2');
    reloadPreferences();
    stubStartup();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Все товары' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('falls back to the default currency and language when the stored ones are gone', async () => {
    localStorage.setItem('languageId', '7');
    localStorage.setItem('currencyCode', 'SEK');
    reloadPreferences();
    const { calls } = stubStartup();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();
    expect(getPreferences()).toEqual({ currencyCode: 'USD', currencySymbol: '$', languageId: 1 });
    expect(localStorage.getItem('currencyCode')).toBe('USD');
    expect(calls('/api/settings').at(-1)?.get('currency')).toBe('USD');
  });

  it('keeps a currency and language chosen after startup when the visitor declined remembering them (issue 13.7)', async () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'true');
    localStorage.setItem(STORAGE_KEYS.cookieSettings, JSON.stringify({ necessary: true, analytics: false, customization: false }));
    reloadPreferences();
    stubStartup();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();

    act(() => setPreferences({ currencyCode: 'EUR', currencySymbol: '€', languageId: 2 }));
    expect(await screen.findByRole('heading', { name: 'Все товары' })).toBeTruthy();
    expect(getPreferences()).toMatchObject({ currencyCode: 'EUR', languageId: 2 });
    // Applied for the visit, not stored.
    expect(localStorage.getItem(STORAGE_KEYS.languageId)).toBeNull();
  });

  it('draws its words on the first render from the first frame the page carried, asking for none of them', () => {
    localStorage.setItem('languageId', '2');
    localStorage.setItem('currencyCode', 'EUR');
    reloadPreferences();
    const { calls } = stubStartup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = document.implementation.createHTMLDocument();
    page.head.innerHTML = `<script id="first-frame" type="application/json">${JSON.stringify({
      lang_id: 2,
      currency: 'EUR',
      languages: LANGUAGES,
      currencies: CURRENCIES,
      settings: SETTINGS,
      static_pages: [],
      localizations: { 'products.titleAll': 'Все товары' },
    })}</script>`;
    expect(seedFirstFrame(client, page)).toBe(true);
    renderApp(client);
    expect(screen.getByRole('heading', { name: 'Все товары' })).toBeTruthy();
    for (const path of ['/api/localizations', '/api/languages', '/api/currencies', '/api/settings', '/api/static-pages']) expect([path, calls(path).map(String)]).toEqual([path, []]);
  });

  it('makes each startup call once under StrictMode, whose extra unmount aborts none of them', async () => {
    localStorage.setItem('currencyCode', 'USD');
    reloadPreferences();
    const { calls, fetchMock } = stubStartup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <AppStartup>
            <Heading />
          </AppStartup>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();
    for (const path of ['/api/is-auth', '/api/languages', '/api/currencies', '/api/settings', '/api/static-pages', '/api/localizations', '/api/countries']) {
      expect([path, calls(path).length]).toEqual([path, 1]);
    }
    const signals = fetchMock.mock.calls.map(([, init]) => (init as RequestInit | undefined)?.signal);
    expect(signals.filter((signal) => signal?.aborted)).toHaveLength(0);
  });

  it('offers euro alone when the currencies cannot be loaded', async () => {
    stubStartup({ '/api/currencies': () => ({ status: 503, body: { status: 'ERROR', code: 'UNAVAILABLE', message: 'Down' } }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp();
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();
    expect(getPreferences().currencyCode).toBe('EUR');
  });

  it('shows the failure in place of the app', async () => {
    stubStartup({ '/api/languages': () => ({ status: 400, body: { status: 'ERROR', code: 'BAD', message: 'Languages are switched off' } }) });
    renderApp();
    expect(await screen.findByText('An error occurred during initialization:')).toBeTruthy();
    expect(screen.getByText('Languages are switched off')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'All products' })).toBeNull();
  });

  // Spec §8: the server's message when it sent one, else each call's own fallback.
  const down = () => ({ status: 503, body: { status: 'ERROR', code: 'UNAVAILABLE', message: 'Service Unavailable' } });
  it.each([
    ['/api/languages', down, 'Failed to load languages'],
    ['/api/settings', down, 'Failed to fetch settings'],
    ['/api/settings', () => ok({ requisites: 1 }), 'Invalid settings response'],
    ['/api/static-pages', down, 'Failed to fetch pages'],
  ] as const)('shows the fallback of %s when it fails (%#)', async (path, answer, text) => {
    stubStartup({ [path]: answer });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp();
    expect(await screen.findByText('An error occurred during initialization:')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('draws the page before any answer, asking for everything at once, with no text before the texts of its language arrive', async () => {
    localStorage.setItem(STORAGE_KEYS.languageId, '2');
    reloadPreferences();
    const { fetchMock } = stubStartup();
    const answered = fetchMock.getMockImplementation()!;
    let releaseTexts = () => {};
    const textsHeld = new Promise<void>((resolve) => (releaseTexts = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/localizations') await textsHeld;
      return answered(input, init);
    });
    renderApp();
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('');
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.sort()).toEqual(['/api/countries', '/api/currencies', '/api/is-auth', '/api/languages', '/api/localizations', '/api/settings', '/api/static-pages']);
    // The other answers arrive; the texts do not yet: still no English.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(heading.textContent).toBe('');
    releaseTexts();
    expect(await screen.findByRole('heading', { name: 'Все товары' })).toBeTruthy();
  });

  it('loads the profile of a signed-in user once the session is confirmed', async () => {
    const { fetchMock } = stubStartup({
      '/api/is-auth': () => ({ body: { status: 'OK', authenticated: true, emailVerified: true } }),
      '/api/user/profile': () => ok(profile({ user_type: null })),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();
    await vi.waitFor(() => expect(getAuthState()).toMatchObject({ isAuthenticated: true, emailVerified: true, userType: null, needsUserTypeSelection: true }));
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toContain('/api/countries');
    expect(paths.indexOf('/api/user/profile')).toBeGreaterThan(paths.indexOf('/api/is-auth'));
    expect(localStorage.getItem('auth_session')).toBe('true');
  });

  it('clears a stored session the server no longer knows', async () => {
    localStorage.setItem('auth_session', 'true');
    localStorage.setItem('auth_user_type', 'seller');
    localStorage.setItem('token', 'old');
    reloadAuthState();
    const { calls } = stubStartup();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, isSeller: false });
    expect([localStorage.getItem('auth_session'), localStorage.getItem('auth_user_type'), localStorage.getItem('token')]).toEqual([null, null, null]);
    expect(calls('/api/user/profile')).toHaveLength(0);
  });

  it('keeps the stored session flag when the check itself fails', async () => {
    localStorage.setItem('auth_session', 'true');
    localStorage.setItem('auth_user_type', 'buyer');
    reloadAuthState();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubStartup({
      '/api/is-auth': () => ({ status: 503, body: { status: 'ERROR', code: 'UNAVAILABLE', message: 'Down' } }),
      '/api/user/profile': () => ok(profile({ user_type: 'buyer' })),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeTruthy();
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, userType: 'buyer', needsUserTypeSelection: false });
  });
});
