import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../auth/index.ts';

const AccountTypeModal = lazy(async () => ({ default: (await import('./account-type-modal.tsx')).AccountTypeModal }));

export interface AccountTypeGateProps {
  /** The current page is a static page: there the modal may be closed (spec §4). */
  onStaticPage: boolean;
}

/** Forces the account-type choice on a signed-in user without one (spec §4), everywhere but on static pages. */
export function AccountTypeGate({ onStaticPage }: AccountTypeGateProps) {
  const { isAuthenticated, needsUserTypeSelection } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  // Closed on a static page, it comes back on the first other page.
  if (dismissed && !onStaticPage) setDismissed(false);

  if (!isAuthenticated || !needsUserTypeSelection || (dismissed && onStaticPage)) return null;
  return (
    <Suspense fallback={null}>
      <AccountTypeModal dismissible={onStaticPage} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
