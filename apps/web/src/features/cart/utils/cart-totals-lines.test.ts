import type { CartTotals } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { cartTotalsLines } from './cart-totals-lines.ts';

const totals = (overrides: Partial<CartTotals> = {}): CartTotals => ({
  currency: 'EUR',
  currency_symbol: '€',
  subtotal: 100,
  discount: 0,
  promo_code: null,
  promo_problem: null,
  delivery: 0,
  delivery_note: 'Free delivery',
  vat_percent: 0,
  vat: 0,
  total: 100,
  ...overrides,
});

describe('cartTotalsLines', () => {
  it('shows subtotal, free delivery and total, and no VAT line when vat_percent is 0', () => {
    const lines = cartTotalsLines(totals());
    expect(lines.map((line) => line.id)).toEqual(['subtotal', 'delivery', 'total']);
    expect(lines[1]).toMatchObject({ free: true, note: 'cart.deliveryNote' });
    expect(lines[2]?.value).toBe('€100.00');
  });

  it('adds the promo discount with its code and the VAT line with its rate', () => {
    const lines = cartTotalsLines(totals({ subtotal: 1234.5, discount: 123.45, promo_code: 'WINTER10', vat_percent: 20, vat: 222.21, total: 1333.26, currency_symbol: '$' }));
    expect(lines.map((line) => [line.id, line.value])).toEqual([
      ['subtotal', '$1,234.50'],
      ['discount', '-$123.45'],
      ['delivery', ''],
      ['vat', '$222.21'],
      ['total', '$1,333.26'],
    ]);
    expect(lines[1]?.label).toEqual({ key: 'cart.promoDiscountCode', params: { code: 'WINTER10' } });
    expect(lines[3]?.label).toEqual({ key: 'cart.vat', params: { percent: 20 } });
  });

  it('leaves the discount line out while the code does not count', () => {
    const lines = cartTotalsLines(totals({ promo_code: 'OLD', promo_problem: 'This promo code has expired.' }));
    expect(lines.some((line) => line.id === 'discount')).toBe(false);
  });
});
