import { API_ERROR, EMAIL_VERIFICATION_PAGE } from '@skins/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { onApiFailure } from '../../../lib/api-client.ts';
import { useT, useTextsPending } from '../../../lib/i18n/index.ts';
import { SESSION_TOAST_DURATION_MS, toast } from '../../../lib/toast-store.ts';
import { clearSession, logoutOnServer } from '../api/sign-out.ts';
import { dispatchAuth, getAuthState } from '../store/auth-store.ts';
import { currentPath } from '../utils/safe-redirect.ts';
import { sessionExpired } from '../utils/session-expiry.ts';

const requiresAuth = (handle: unknown) => (handle as { requiresAuth?: boolean } | undefined)?.requiresAuth === true;

/**
 * The app's reactions to failed api calls (rendered once, inside the router):
 * - spec §4 Session: a 401 while signed in logs out once (the flag resets after 3 s), with the toast
 *   'Error occurred. Please log in again.' when the current route needs login;
 * - spec §2: a 403 'Your email address is not verified.' goes to the verification page, `redirect` = here.
 */
export function SessionEvents() {
  const t = useT();
  const textsPending = useTextsPending();
  // A session that ended while the interface texts were still on their way is told once they are there.
  const untoldExpiry = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const latest = useRef({ t, textsPending, navigate, location, needsLogin: false });

  const needsLogin = matches.some((match) => requiresAuth(match.handle));
  useEffect(() => {
    latest.current = { t, textsPending, navigate, location, needsLogin };
  });

  useEffect(
    () =>
      onApiFailure((error) => {
        const { t: translate, textsPending: blank, navigate: go, location: here, needsLogin: guarded } = latest.current;
        if (error.status === 401) {
          if (!getAuthState().isAuthenticated || !sessionExpired.raise()) return;
          if (guarded && blank) untoldExpiry.current = true;
          else if (guarded) toast.error(translate('errors.sessionExpired'), { duration: SESSION_TOAST_DURATION_MS });
          clearSession(queryClient);
          void logoutOnServer();
        } else if (error.code === API_ERROR.EMAIL_UNVERIFIED) {
          dispatchAuth({ type: 'unverified' });
          if (here.pathname === EMAIL_VERIFICATION_PAGE) return;
          void go(`${EMAIL_VERIFICATION_PAGE}?redirect=${encodeURIComponent(currentPath(here))}`);
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!untoldExpiry.current || textsPending) return;
    untoldExpiry.current = false;
    toast.error(t('errors.sessionExpired'), { duration: SESSION_TOAST_DURATION_MS });
  }, [textsPending, t]);

  return null;
}
