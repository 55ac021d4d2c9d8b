import { describe, expect, it } from 'vitest';
import {
  convertFromEur,
  convertToEurMinorUnits,
  convertToMinorUnits,
  eurConverter,
  formatPrice,
  minorUnitsToDecimalString,
  toScaledInteger,
} from '../src/money.ts';

describe('money', () => {
  it('scales decimal strings exactly and rounds half-up', () => {
    expect(toScaledInteger('12.345', 2)).toBe(1235n);
    expect(toScaledInteger('12.344', 2)).toBe(1234n);
    expect(toScaledInteger('0.1', 2)).toBe(10n);
    expect(toScaledInteger(0.1 + 0.2, 2)).toBe(30n);
    expect(() => toScaledInteger('1e5', 2)).toThrow(RangeError);
  });

  it('converts euro prices at a rate with one half-up rounding', () => {
    expect(convertToMinorUnits('10.00', '1')).toBe(1000n);
    expect(convertToMinorUnits('10.00', '1.085')).toBe(1085n);
    // 0.05 * 1.1 = 0.055 -> 0.06 (half-up), where float maths gives 0.05500000000000001 or 0.05499999.
    expect(convertToMinorUnits('0.05', '1.1')).toBe(6n);
    expect(convertFromEur('19.99', '4.3125')).toBe(86.21);
  });

  it('converts many prices at one rate exactly like convertFromEur', () => {
    const rates = ['1', '1.000000', '1.085', '4.3125', '0.000001', '97.123456', '1000'];
    const prices = ['0.00', '0.01', '0.05', '0.5', '7', '19.99', '12345.67', '9999999999.99', '2.345'];
    for (let i = 0; i < 2000; i++) prices.push((Math.floor(Math.random() * 10_000_000) / 100).toFixed(i % 3));
    for (const rate of rates) {
      const convert = eurConverter(rate);
      for (const price of prices) expect(convert(price), `${price} at ${rate}`).toBe(convertFromEur(price, rate));
    }
  });

  it('converts an amount typed in another currency back into euro cents', () => {
    expect(convertToEurMinorUnits('108.50', '1.085')).toBe(10000n);
    expect(() => convertToEurMinorUnits('1', '0')).toThrow(RangeError);
  });

  it('formats prices as spec §5 says', () => {
    expect(formatPrice(1234.5, '€')).toBe('€1,234.50');
    expect(formatPrice(undefined, '$')).toBe('$0.00');
    expect(formatPrice('abc', '$')).toBe('$0.00');
    expect(minorUnitsToDecimalString(-5n)).toBe('-0.05');
  });
});
