import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT, useTextsPending } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';

const MESSAGES: Record<string, MessageKey> = {
  cancelled: 'auth.steamError.cancelled',
  expired: 'auth.steamError.expired',
  invalid: 'auth.steamError.invalid',
  unavailable: 'auth.steamError.unavailable',
};

/**
 * A failed Steam sign-in lands on `/?auth_error=<code>`: say why, then drop the code from the address. Said
 * once the interface texts are there: before, the toast would be blank and the code already gone.
 */
export function SteamErrorNotice() {
  const t = useT();
  const textsPending = useTextsPending();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const code = params.get('auth_error');

  useEffect(() => {
    if (code === null || textsPending) return;
    toast.error(t(MESSAGES[code] ?? 'errors.authFailed'));
    const rest = new URLSearchParams(location.search);
    rest.delete('auth_error');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [code, textsPending, t, navigate, location.pathname, location.search, location.hash]);

  return null;
}
