import { describe, expect, it } from 'vitest';
import { resolveAccountTab, visibleAccountTabs } from './account-tab.ts';

describe('account tabs', () => {
  it('show the tab the query names, and the personal tab for anything else', () => {
    expect(resolveAccountTab(null)).toBe('personal');
    expect(resolveAccountTab('settings')).toBe('personal');
    expect(resolveAccountTab('orders')).toBe('orders');
    expect(resolveAccountTab('balance')).toBe('balance');
    expect(resolveAccountTab('sell-orders')).toBe('sell-orders');
    expect(resolveAccountTab('api-keys')).toBe('api-keys');
  });

  it('offer the Sell Orders tab to sellers only', () => {
    expect(visibleAccountTabs('seller')).toEqual(['personal', 'orders', 'balance', 'watchlist', 'api-keys', 'sell-orders']);
    expect(visibleAccountTabs('buyer')).toEqual(['personal', 'orders', 'balance', 'watchlist', 'api-keys']);
    expect(visibleAccountTabs(null)).toEqual(['personal', 'orders', 'balance', 'watchlist', 'api-keys']);
  });
});
