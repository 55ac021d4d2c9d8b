import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useAuth } from '../store/auth-store.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';

/**
 * Spec §2: guest-only routes (sign-in, sign-up, password screens) send a signed-in user home, or to the
 * `redirect` they came with, which is also how a successful sign-in leaves the sign-in screen.
 */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  if (!isAuthenticated) return <Outlet />;
  return <Navigate to={safeRedirect(params.get('redirect')) ?? '/'} replace />;
}
