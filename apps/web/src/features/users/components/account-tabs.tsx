import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronLeftIcon } from '../../../components/icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../../../components/icons/chevron-right-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useScrollOverflow } from '../../../lib/use-scroll-overflow.ts';
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
  'api-keys': 'account.tabs.apiKeys',
  'sell-orders': 'account.tabs.sellOrders',
};

export const accountTabId = (tab: AccountTab) => `account-tab-${tab}`;

/**
 * The WAI-ARIA tabs pattern: arrow keys, Home and End move between the tabs. On a phone the row scrolls
 * sideways: the chosen tab is brought into view, and a fading chevron at either edge says more tabs lie there.
 */
export function AccountTabs({ tabs, current, onSelect, panelId }: AccountTabsProps) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(listRef);

  // Centred in the row, without scrolling the page itself (as scrollIntoView would).
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`#${accountTabId(current)}`);
    if (!list || !tab) return;
    list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current, tabs]);

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
    <div className="account-tabs-frame">
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
      {overflow.before ? (
        <span className="account-tabs__cue account-tabs__cue--start" aria-hidden="true">
          <ChevronLeftIcon size={18} />
        </span>
      ) : null}
      {overflow.after ? (
        <span className="account-tabs__cue account-tabs__cue--end" aria-hidden="true">
          <ChevronRightIcon size={18} />
        </span>
      ) : null}
    </div>
  );
}
