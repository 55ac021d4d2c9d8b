import { describe, expect, it } from 'vitest';
import { parseAmount, topUpAmountError } from './top-up-amount.ts';

describe('top-up amount', () => {
  it('reads whole and two-decimal amounts, with a point or a comma', () => {
    expect(parseAmount('25')).toBe(25);
    expect(parseAmount(' 12,5 ')).toBe(12.5);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('asks for at least the minimum in the chosen currency', () => {
    expect(topUpAmountError('', 10, '€')).toEqual({ key: 'validation.required' });
    expect(topUpAmountError('ten', 10, '€')).toEqual({ key: 'validation.invalidNumber' });
    expect(topUpAmountError('9.99', 10.8, '$')).toEqual({ key: 'validation.topUpMin', params: { amount: '$10.80' } });
    expect(topUpAmountError('10.80', 10.8, '$')).toBeUndefined();
    expect(topUpAmountError('0', 0, '€')).toEqual({ key: 'validation.topUpMin', params: { amount: '€0.01' } });
  });
});
