import { createMemoryRouter, Outlet } from 'react-router-dom';
import { REQUIRES_AUTH_HANDLE, RequireAuth } from '../src/features/auth/components/require-auth.tsx';
import { SessionEvents } from '../src/features/auth/components/session-events.tsx';

/**
 * A small app for the session's reactions: SessionEvents at the root, a home page, a page anyone may see,
 * the verification page and a login-required account page, opened at `path`.
 */
export function sessionAppRouter(path: string) {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SessionEvents />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'products', element: <p>Products page</p> },
          { path: 'email-verification', element: <p>Verification page</p> },
          { element: <RequireAuth />, handle: REQUIRES_AUTH_HANDLE, children: [{ path: 'account', element: <p>Account page</p> }] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}
