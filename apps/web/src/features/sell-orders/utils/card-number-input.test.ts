import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_INPUT_MAX_LENGTH, formatCardNumberInput } from './card-number-input.ts';

describe('formatCardNumberInput (spec §5 Card form)', () => {
  it('groups the digits by four', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242')).toBe('4242');
  });

  it('keeps digits only, whatever is typed or pasted', () => {
    expect(formatCardNumberInput('4242-4242 abcd 4242.4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('card')).toBe('');
  });

  it('keeps at most 19 digits, which fit the input', () => {
    const grouped = formatCardNumberInput('1234567890123456789012');
    expect(grouped).toBe('1234 5678 9012 3456 789');
    expect(grouped.replace(/\D/g, '')).toHaveLength(19);
    expect(grouped.length).toBeLessThanOrEqual(CARD_NUMBER_INPUT_MAX_LENGTH);
  });
});
