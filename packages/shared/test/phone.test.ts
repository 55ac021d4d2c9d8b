import { describe, expect, it } from 'vitest';
import { checkoutBodySchema } from '../src/orders.ts';
import { isValidCheckoutPhone, isValidPhone } from '../src/phone.ts';

describe('phone rules (spec §5)', () => {
  it('checkout: optional plus, digits and spaces, 8 to 15 characters counted as typed', () => {
    expect(['+1234567890', '+372 5555 1234', '12345678', '123 456 789 012'].every(isValidCheckoutPhone)).toBe(true);
    // 17 characters, though only 13 digits: the spec counts characters.
    expect(isValidCheckoutPhone('+1 234 567 890 12')).toBe(false);
    expect(isValidCheckoutPhone('1234567')).toBe(false);
    for (const refused of ['+1 (234) 567-890', '12345abc678', 'phone number', '++12345678', '+12345678\u0000']) expect(isValidCheckoutPhone(refused)).toBe(false);
  });

  it('the checkout schema applies the checkout rule with the §5 message', () => {
    const result = checkoutBodySchema.safeParse({ phone: '+1 234 567 890 12' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === 'phone')?.message).toBe('Invalid phone format (e.g. +1234567890)');
  });

  it('other forms keep the generic rule: parentheses and hyphens allowed, 8 to 15 digits', () => {
    expect(isValidPhone('+1 (234) 567-890')).toBe(true);
    expect(isValidPhone('12345abc678')).toBe(false);
  });
});
