import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useT, useTextsPending } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAuthChecked } from '../api/check-auth.ts';
import { useAuth } from '../store/auth-store.ts';
import { sessionExpired, signedOutOnPurpose } from '../utils/session-expiry.ts';

/** Route handle of the login-required routes; the session handling reads it (spec §4 Session). */
export const REQUIRES_AUTH_HANDLE = { requiresAuth: true } as const;

function LoginRequired() {
  const t = useT();
  // Right after a 401 the session toast has said it already; after a Log out there is nothing to say.
  const quiet = sessionExpired.isRaised() || signedOutOnPurpose.isRaised();
  useEffect(() => {
    if (!quiet) toast.error(t('errors.loginRequired'));
  }, [quiet, t]);
  return <Navigate to="/" replace />;
}

/** Spec §2 route guard: a route that needs login sends a visitor home with 'Please log in to access this page'. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const authChecked = useAuthChecked();
  const textsPending = useTextsPending();
  // The page draws before the startup's answers; whether this visitor may see it waits for the session check,
  // and sending one away waits for the texts that say why.
  if (!authChecked || (!isAuthenticated && textsPending)) return <PageLoader />;
  return isAuthenticated ? <Outlet /> : <LoginRequired />;
}
