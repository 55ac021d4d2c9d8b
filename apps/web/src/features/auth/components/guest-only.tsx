import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useAuthChecked } from '../api/check-auth.ts';
import { useAuth } from '../store/auth-store.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';

/**
 * Spec §2: guest-only routes (sign-in, sign-up, password screens) send a signed-in user home, or to the
 * `redirect` they came with, which is also how a successful sign-in leaves the sign-in screen.
 */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  // A Steam sign-in returns with a session the stored flag does not know yet: the check decides.
  if (!useAuthChecked()) return <PageLoader />;
  if (!isAuthenticated) return <Outlet />;
  return <Navigate to={safeRedirect(params.get('redirect')) ?? '/'} replace />;
}
