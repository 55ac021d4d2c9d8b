import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import type { AccountTab } from '../utils/account-tab.ts';

export interface AccountTabsProps {
  tabs: readonly AccountTab[];
  current: AccountTab;
  onSelect: (tab: AccountTab) => void;
  panelId: string;
}

const LABELS: Record<AccountTab, MessageKey> = {
  personal: 'account.tabs.personal',
  orders: 'account.tabs.orders',
  balance: 'account.tabs.balance',
  watchlist: 'account.tabs.watchlist',
  'sell-orders': 'account.tabs.sellOrders',
};

export const accountTabId = (tab: AccountTab) => `account-tab-${tab}`;

/** The WAI-ARIA tabs pattern: arrow keys, Home and End move between the tabs. */
export function AccountTabs({ tabs, current, onSelect, panelId }: AccountTabsProps) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const target =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    const tab = tabs[target];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    listRef.current?.querySelector<HTMLElement>(`#${accountTabId(tab)}`)?.focus();
  };

  return (
    <div ref={listRef} className="account-tabs" role="tablist" aria-label={t('account.tabsLabel')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={accountTabId(tab)}
          type="button"
          role="tab"
          className="account-tabs__tab"
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(LABELS[tab])}
        </button>
      ))}
    </div>
  );
}
