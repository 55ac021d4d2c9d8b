/** The account screen's tabs (spec §2: query `tab`). Order history arrives with its own feature. */
export const ACCOUNT_TABS = ['personal', 'sell-orders'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The tab to show for the `tab` query: 'sell-orders' is honoured for everybody (its panel tells a non-seller
 * that seller access is required); anything else, or nothing, is the personal tab.
 */
export function resolveAccountTab(value: string | null): AccountTab {
  return value === 'sell-orders' ? 'sell-orders' : 'personal';
}

/** The tab buttons shown: Sell Orders only when the profile's user_type is seller (spec §6). */
export function visibleAccountTabs(userType: string | null | undefined): AccountTab[] {
  return userType === 'seller' ? ['personal', 'sell-orders'] : ['personal'];
}
