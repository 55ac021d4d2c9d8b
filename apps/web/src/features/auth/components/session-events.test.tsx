import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from 'react-router-dom';
import { z } from 'zod';
import { stubApi } from '../../../../test/api-stub.ts';
import { sessionAppRouter } from '../../../../test/session-app.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { dispatchAuth, getAuthState, reloadAuthState } from '../store/auth-store.ts';
import { sessionExpired } from '../utils/session-expiry.ts';

function renderApp(path: string) {
  const router = sessionAppRouter(path);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const anyAnswer = z.unknown();
const call = (path: string) => apiClient.get(path, anyAnswer).catch(() => undefined);

describe('SessionEvents (spec §4 Session, §2 unverified redirect)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAuthState();
    clearToasts();
    sessionExpired.lower();
    dispatchAuth({ type: 'signedIn' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs out once on a burst of 401s and says so on a login-required page', async () => {
    const { calls } = stubApi({
      '/api/user/profile': () => ({ status: 401, body: { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Unauthenticated.' } }),
      '/api/logout': () => ({ body: { status: 'OK', message: 'Logged out.' } }),
      '/sanctum/csrf-cookie': () => ({ body: {} }),
    });
    renderApp('/account');
    expect(await screen.findByText('Account page')).toBeTruthy();
    await act(async () => {
      await Promise.all([call('/api/user/profile'), call('/api/user/profile')]);
    });
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(getAuthState().isAuthenticated).toBe(false);
    expect(getToasts()).toMatchObject([{ kind: 'error', text: 'Error occurred. Please log in again.', duration: 3000 }]);
    expect(calls('/api/logout')).toHaveLength(1);
  });

  it('logs out without a toast where no login is needed', async () => {
    stubApi({
      '/api/user/profile': () => ({ status: 401, body: { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Unauthenticated.' } }),
      '/api/logout': () => ({ body: { status: 'OK', message: 'Logged out.' } }),
      '/sanctum/csrf-cookie': () => ({ body: {} }),
    });
    renderApp('/products');
    await act(async () => {
      await call('/api/user/profile');
    });
    expect(getAuthState().isAuthenticated).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  it('sends an unverified user to the verification page, keeping where they were', async () => {
    stubApi({ '/api/orders/history': () => ({ status: 403, body: { status: 'ERROR', code: 'EMAIL_UNVERIFIED', message: 'Your email address is not verified.' } }) });
    const router = renderApp('/products?page=2');
    await act(async () => {
      await call('/api/orders/history');
    });
    expect(await screen.findByText('Verification page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/products?page=2')}`);
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, emailVerified: false, needsVerification: true });
  });
});
