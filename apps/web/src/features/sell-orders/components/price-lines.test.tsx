import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellOrder } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PriceLines } from './price-lines.tsx';

/** The amount shown beside a label, and whether it is struck through. */
function line(label: string) {
  const amount = screen.getByText(label).nextElementSibling!;
  return { text: amount.textContent, struck: amount.querySelector('s') !== null };
}

describe('an order’s prices (issue 37)', () => {
  it('strikes the seller’s price through when they were paid another amount', () => {
    renderWithProviders(<PriceLines order={sellOrder({ status: 'sold', price: 100, admin_price: 80, final_price: 80 })} />);
    expect(line('Your price')).toEqual({ text: '€100.00', struck: true });
    expect(line('Sold')).toEqual({ text: '€80.00', struck: false });
  });

  it('leaves the seller’s price as it is when the amount paid is that price', () => {
    renderWithProviders(<PriceLines order={sellOrder({ status: 'sold', price: 7, admin_price: 7, final_price: 7 })} />);
    expect(line('Your price')).toEqual({ text: '€7.00', struck: false });
    expect(line('Sold')).toEqual({ text: '€7.00', struck: false });
  });

  it('leaves it as it is when the accepted offer is that price', () => {
    renderWithProviders(<PriceLines order={sellOrder({ status: 'accepted', price: 7, admin_price: 7 })} />);
    expect(line('Your price')).toEqual({ text: '€7.00', struck: false });
  });
});
