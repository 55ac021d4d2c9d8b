/**
 * One-time messages wait for the interface texts: until they arrive every text is blank (app-startup.tsx),
 * and a message shown then was an empty toast that never said anything. Caught by the e2e
 * 'a failed Steam sign-in says why' when the texts answered after the page had started.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '../../../../test/api-stub.ts';
import { sessionAppRouter } from '../../../../test/session-app.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { I18nProvider } from '../../../lib/i18n/index.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { dispatchAuth, getAuthState, reloadAuthState } from '../store/auth-store.ts';
import { sessionExpired } from '../utils/session-expiry.ts';
import { RequireAuth } from './require-auth.tsx';
import { SteamErrorNotice } from './steam-error-notice.tsx';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

function renderWithTexts(ui: ReactElement, route: string) {
  const client = createQueryClient();
  const tree = (pending: boolean) => (
    <QueryClientProvider client={client}>
      <I18nProvider pending={pending}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Address />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
  const view = render(tree(true));
  return { textsArrive: () => view.rerender(tree(false)) };
}

describe('messages shown once, before the interface texts have arrived', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAuthState();
    clearToasts();
    sessionExpired.lower();
    stubApi({ '/api/is-auth': () => ({ body: { status: 'OK', authenticated: false, emailVerified: false } }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a failed Steam sign-in says why once the texts are there, then drops the code from the address', async () => {
    const { textsArrive } = renderWithTexts(<SteamErrorNotice />, '/?auth_error=cancelled');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getToasts()).toEqual([]);
    expect(screen.getByTestId('address').textContent).toBe('/?auth_error=cancelled');
    textsArrive();
    await vi.waitFor(() => expect(getToasts()).toMatchObject([{ kind: 'error', text: 'Steam sign-in was cancelled.' }]));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/'));
  });

  it('a forged error code says the general failure, never the code itself', async () => {
    const forged = encodeURIComponent('<img src=x onerror=alert(1)>');
    const { textsArrive } = renderWithTexts(<SteamErrorNotice />, `/?auth_error=${forged}&page=2`);
    textsArrive();
    await vi.waitFor(() => expect(getToasts()).toMatchObject([{ kind: 'error', text: 'Authentication failed' }]));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/?page=2'));
    expect(document.querySelector('img')).toBeNull();
  });

  it('a login-required page says so once the texts are there', async () => {
    const { textsArrive } = renderWithTexts(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route element={<RequireAuth />}>
          <Route path="/account" element={<p>Account page</p>} />
        </Route>
      </Routes>,
      '/account',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToasts()).toEqual([]);
    // Waiting for the texts never lets a signed-out visitor see the page.
    expect(screen.queryByText('Account page')).toBeNull();
    textsArrive();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(getToasts()).toMatchObject([{ kind: 'error', text: 'Please log in to access this page' }]);
  });

  it('a session that ends on a login-required page is told once the texts are there', async () => {
    dispatchAuth({ type: 'signedIn' });
    stubApi({
      '/api/is-auth': () => ({ body: { status: 'OK', authenticated: true, emailVerified: true } }),
      '/api/user/profile': () => ({ status: 401, body: { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Unauthenticated.' } }),
      '/api/logout': () => ({ body: { status: 'OK', message: 'Logged out.' } }),
      '/sanctum/csrf-cookie': () => ({ body: {} }),
    });
    const router = sessionAppRouter('/account');
    const client = createQueryClient();
    const tree = (pending: boolean) => (
      <QueryClientProvider client={client}>
        <I18nProvider pending={pending}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    );
    const view = render(tree(true));
    expect(await screen.findByText('Account page')).toBeTruthy();
    await apiClient.get('/api/user/profile', z.unknown()).catch(() => undefined);
    await vi.waitFor(() => expect(getAuthState().isAuthenticated).toBe(false));
    expect(getToasts()).toEqual([]);
    view.rerender(tree(false));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(getToasts()).toMatchObject([{ kind: 'error', text: 'Error occurred. Please log in again.' }]);
  });
});
