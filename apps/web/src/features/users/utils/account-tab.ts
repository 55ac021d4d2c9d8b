/** The account screen's tabs (spec §2: query `tab`), with the Balance tab for top-ups, packs and prompts and the trader API's keys. */
export const ACCOUNT_TABS = ['personal', 'orders', 'balance', 'watchlist', 'api-keys', 'sell-orders'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The tab to show for the `tab` query: 'sell-orders' is honoured for everybody (its panel tells a non-seller
 * that seller access is required); an unknown value, or none, is the personal tab.
 */
export function resolveAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'personal';
}

/** The tab buttons shown: Sell Orders only when the profile's user_type is seller (spec §6). */
export function visibleAccountTabs(userType: string | null | undefined): AccountTab[] {
  const tabs: AccountTab[] = ['personal', 'orders', 'balance', 'watchlist', 'api-keys'];
  return userType === 'seller' ? [...tabs, 'sell-orders'] : tabs;
}
