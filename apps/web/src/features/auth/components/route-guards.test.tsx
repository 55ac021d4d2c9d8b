import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { dispatchAuth, getAuthState, reloadAuthState } from '../store/auth-store.ts';
import { GuestOnly } from './guest-only.tsx';
import { RequireAuth } from './require-auth.tsx';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/account" element={<p>Account page</p>} />
      </Route>
      <Route element={<GuestOnly />}>
        <Route path="/sign-in" element={<p>Sign-in page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('route guards (spec §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAuthState();
    clearToasts();
    // The session check answers what the auth state says, unless a test says otherwise.
    stubApi({ '/api/is-auth': () => ({ body: { status: 'OK', authenticated: getAuthState().isAuthenticated, emailVerified: true } }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('send a visitor from a login-required page home with an error toast', async () => {
    renderAt('/account');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(getToasts()).toMatchObject([{ kind: 'error', text: 'Please log in to access this page' }]);
  });

  it('let a signed-in user in, and send them away from guest-only pages (to the redirect when safe)', async () => {
    dispatchAuth({ type: 'signedIn' });
    renderAt('/account');
    expect(await screen.findByText('Account page')).toBeTruthy();
  });

  it('wait for the session check: a stored session the server no longer knows never shows the page', async () => {
    dispatchAuth({ type: 'signedIn' });
    stubApi({ '/api/is-auth': () => ({ body: { status: 'OK', authenticated: false, emailVerified: false } }) });
    renderAt('/account');
    expect(screen.queryByText('Account page')).toBeNull();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Account page')).toBeNull();
  });

  it('follow a safe redirect from a guest-only page once signed in', async () => {
    dispatchAuth({ type: 'signedIn' });
    renderAt('/sign-in?redirect=%2Faccount');
    expect(await screen.findByText('Account page')).toBeTruthy();
  });

  it('ignore a redirect to another site', async () => {
    dispatchAuth({ type: 'signedIn' });
    renderAt('/sign-in?redirect=%2F%2Fevil.example');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(getToasts()).toEqual([]);
  });
});
