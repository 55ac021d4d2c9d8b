import { parseTopUpAmount, topUpFormSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
// Sets the shared schemas' messages to the web's dictionary texts (English here), as the app does.
import '../../../lib/i18n/index.ts';

const errorOf = (text: string, minimum: number, symbol: string) => {
  const result = topUpFormSchema(minimum, symbol).safeParse({ amount: text });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('top-up amount', () => {
  it('reads whole and two-decimal amounts, with a point or a comma', () => {
    expect(parseTopUpAmount('25')).toBe(25);
    expect(parseTopUpAmount(' 12,5 ')).toBe(12.5);
    expect(parseTopUpAmount('1.234')).toBeNull();
    expect(parseTopUpAmount('-3')).toBeNull();
    expect(parseTopUpAmount('abc')).toBeNull();
  });

  it('asks for at least the minimum in the chosen currency', () => {
    expect(errorOf('', 10, '€')).toBe('This field is required');
    expect(errorOf('ten', 10, '€')).toBe('Please enter a valid number');
    expect(errorOf('9.99', 10.8, '$')).toBe('The minimum top-up amount is $10.80');
    expect(errorOf('10.80', 10.8, '$')).toBeUndefined();
    expect(errorOf('0', 0, '€')).toBe('The minimum top-up amount is €0.01');
  });

  it('sends the amount with two decimals', () => {
    expect(topUpFormSchema(5, '€').parse({ amount: '12,5' })).toEqual({ amount: '12.50' });
  });
});
