import type { Currency } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { currencyLabel, resolveCurrency } from './resolve-currency.ts';

const currency = (code: string, symbol: string, isDefault = false): Currency => ({
  code,
  symbol,
  title: code,
  value: 1,
  default: isDefault ? 1 : 0,
});

const LIST = [currency('USD', '$'), currency('GBP', '£', true), currency('CHF', 'CHF')];

describe('resolveCurrency', () => {
  it('keeps the stored currency while the list has it', () => {
    expect(resolveCurrency(LIST, 'CHF')).toEqual({ code: 'CHF', symbol: 'CHF' });
    expect(resolveCurrency(LIST, 'usd')).toEqual({ code: 'USD', symbol: '$' });
  });

  it('falls back to the default, then the first, then euro', () => {
    expect(resolveCurrency(LIST, 'SEK')).toEqual({ code: 'GBP', symbol: '£' });
    expect(resolveCurrency(LIST, null)).toEqual({ code: 'GBP', symbol: '£' });
    expect(resolveCurrency([currency('PLN', 'zł'), currency('SEK', 'kr')], 'EUR')).toEqual({ code: 'PLN', symbol: 'zł' });
    expect(resolveCurrency([], 'USD')).toEqual({ code: 'EUR', symbol: '€' });
  });
});

describe('currencyLabel', () => {
  it('shows the symbol unless it repeats the code', () => {
    expect(currencyLabel({ code: 'USD', symbol: '$' })).toBe('USD $');
    expect(currencyLabel({ code: 'CHF', symbol: 'CHF' })).toBe('CHF');
  });
});
