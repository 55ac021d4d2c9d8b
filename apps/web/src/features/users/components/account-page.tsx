import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { logoutOnServer, signOutOnPurpose, useAuth, useProfile } from '../../auth/index.ts';
import { BalanceTab, TopUpHost } from '../../balance/index.ts';
import { ApiKeysTab } from '../../api-keys/index.ts';
import { WatchlistTab } from '../../watchlist/index.ts';
import { OrderHistory } from '../../orders/index.ts';
import { SellOrdersPanel } from '../../sell-orders/index.ts';
import { resolveAccountTab, visibleAccountTabs } from '../utils/account-tab.ts';
import type { AccountTab } from '../utils/account-tab.ts';
import { AccountHeader } from './account-header.tsx';
import { AccountTabs, accountTabId } from './account-tabs.tsx';
import { PersonalTab } from './personal-tab.tsx';
import './account.css';

const PANEL_ID = 'account-panel';

/** /account?tab=personal|orders|balance|watchlist|api-keys|sell-orders (login required); `modal=TOP_UP_MODAL` opens the top-up. */
export function AccountPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { isSeller } = useAuth();
  const profile = useProfile();
  const [loggingOut, setLoggingOut] = useState(false);
  const tab = resolveAccountTab(params.get('tab'));

  const select = (next: AccountTab) => {
    const query = new URLSearchParams(params);
    query.set('tab', next);
    setParams(query, { replace: true });
  };

  // Spec §2: the account page's Log out calls the server and returns home.
  const logout = async () => {
    setLoggingOut(true);
    await logoutOnServer();
    await navigate('/', { replace: true });
    signOutOnPurpose(queryClient);
  };

  if (profile.data === undefined) {
    return (
      <div className="container account account--loading">
        <PageTitle title={t('account.title')} />
        {profile.isError ? (
          <StatusMessage
            tone="error"
            title={t('errors.loadProfile')}
            text={isApiError(profile.error) && profile.error.message ? profile.error.message : t('errors.fetchProfile')}
            action={
              <button type="button" className="button button--ghost" onClick={() => void profile.refetch()}>
                {t('common.tryAgain')}
              </button>
            }
          />
        ) : (
          <Spinner size={40} />
        )}
      </div>
    );
  }

  const tabs = visibleAccountTabs(profile.data.user_type);
  return (
    <div className="container account">
      <PageTitle title={t('account.title')} />
      <AccountHeader profile={profile.data} onLogout={() => void logout()} loggingOut={loggingOut} />
      <AccountTabs tabs={tabs} current={tab} onSelect={select} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" className="account__panel" aria-labelledby={tabs.includes(tab) ? accountTabId(tab) : undefined} aria-label={tabs.includes(tab) ? undefined : t('account.tabs.sellOrders')}>
        {tab === 'personal' ? <PersonalTab key={profile.data.id} profile={profile.data} /> : null}
        {tab === 'orders' ? <OrderHistory /> : null}
        {tab === 'balance' ? <BalanceTab /> : null}
        {tab === 'watchlist' ? <WatchlistTab /> : null}
        {tab === 'api-keys' ? <ApiKeysTab /> : null}
        {tab === 'sell-orders' ? <SellOrdersPanel isSeller={isSeller} /> : null}
      </div>
      <TopUpHost />
    </div>
  );
}
