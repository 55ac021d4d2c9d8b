import { describe, expect, it } from 'vitest';
import { formatExpiryInput } from './expiry-input.ts';

/** Types `keys` one character at a time, as the input would. */
function type(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = formatExpiryInput(value + key, value);
  return value;
}

describe('formatExpiryInput (spec §5 Card form)', () => {
  it('adds the slash after the month by itself', () => {
    expect(type('1')).toBe('1');
    expect(type('12')).toBe('12/');
    expect(type('1230')).toBe('12/30');
  });

  it('prefixes a first digit above 1 with 0', () => {
    expect(type('5')).toBe('05/');
    expect(type('528')).toBe('05/28');
    expect(type('0')).toBe('0');
    expect(type('1')).toBe('1');
  });

  it('forces a month above 12 to 12', () => {
    expect(type('13')).toBe('12/');
    expect(type('1929')).toBe('12/29');
  });

  it('keeps at most MM/YY (five characters), digits only', () => {
    expect(type('123456')).toBe('12/34');
    expect(formatExpiryInput('ab1c2/3d4e5')).toBe('12/34');
    expect(formatExpiryInput('0830')).toBe('08/30');
  });

  it('lets Backspace go past the slash', () => {
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('1', '12')).toBe('1');
    expect(formatExpiryInput('', '1')).toBe('');
    expect(formatExpiryInput('12/3', '12/34')).toBe('12/3');
  });
});
