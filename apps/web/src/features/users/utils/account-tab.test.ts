import { describe, expect, it } from 'vitest';
import { resolveAccountTab, visibleAccountTabs } from './account-tab.ts';

describe('account tabs', () => {
  it('show the personal tab unless sell orders are asked for', () => {
    expect(resolveAccountTab(null)).toBe('personal');
    expect(resolveAccountTab('settings')).toBe('personal');
    expect(resolveAccountTab('sell-orders')).toBe('sell-orders');
  });

  it('offer the Sell Orders tab to sellers only', () => {
    expect(visibleAccountTabs('seller')).toEqual(['personal', 'sell-orders']);
    expect(visibleAccountTabs('buyer')).toEqual(['personal']);
    expect(visibleAccountTabs(null)).toEqual(['personal']);
  });
});
