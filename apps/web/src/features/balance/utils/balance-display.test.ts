import { describe, expect, it } from 'vitest';
import { balanceDisplay } from './balance-display.ts';

const currencies = [
  { code: 'EUR', symbol: '€', title: 'Euro', value: 1, default: 1 as const },
  { code: 'USD', symbol: '$', title: 'US dollar', value: 1.0825, default: 0 as const },
];

describe('balanceDisplay (issue 13.7: one currency on the Balance tab)', () => {
  it('shows the euro balance in the visitor currency, as the pack prices beside it are', () => {
    expect(balanceDisplay(10, currencies, 'USD')).toEqual({ amount: 10.83, symbol: '$' });
    expect(balanceDisplay(0, currencies, 'USD')).toEqual({ amount: 0, symbol: '$' });
  });

  it('stays in euro while the rate is unknown', () => {
    expect(balanceDisplay(10, currencies, 'GBP')).toEqual({ amount: 10, symbol: '€' });
    expect(balanceDisplay(10, undefined, 'USD')).toEqual({ amount: 10, symbol: '€' });
  });
});
