import type { CartResponse } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { dispatchAuth } from '../../auth/index.ts';
import { useCartCount } from '../api/cart-query.ts';
import { CartPage } from './cart-page.tsx';

const line = (id: number) => ({
  id: id + 1000,
  item_id: id,
  item_hash: String(id),
  count: 1 as const,
  is_variation: false,
  title: `Item ${id}`,
  img_url: `items/${id}.svg`,
  img_url_big: `items/${id}.svg`,
  img_fallback_url: `items/${id}.svg`,
  type: 'Head',
  item_type: 'Wearable',
  price: 2,
  old_price: null,
  quality: null,
  category: 'wearables',
  tradable_after: null,
});
const gone = (id: number) => ({ id: id + 1000, item_id: id, item: { name: `Sold ${id}`, image_url: `items/${id}.svg` } });

const cart = (available: number[], unavailable: number[]): CartResponse => ({
  status: 'OK',
  cart: available.map(line),
  unavailable: unavailable.map(gone),
  total: available.length * 2,
  currency: 'EUR',
  currency_symbol: '€',
});

/** A cart served by a stub; `empty()` makes it answer an empty cart from then on. */
function stubCart(available: number[], unavailable: number[]) {
  let state = { available, unavailable };
  const remove = vi.fn(() => ({ body: cart(state.available, state.unavailable) }));
  stubApi({
    '/api/cart/contents': () => ({ body: cart(state.available, state.unavailable) }),
    '/sanctum/csrf-cookie': () => ({ body: {} }),
    '/api/cart/remove': remove,
  });
  return {
    remove,
    empty: () => (state = { available: [], unavailable: [] }),
  };
}

function Badge() {
  return <output aria-label="badge">{useCartCount()}</output>;
}

describe('CartPage clean-up (issue 13.6)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dispatchAuth({ type: 'cleared' });
  });

  it('"Delete all" asks first, then removes the unavailable items too', async () => {
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    const api = stubCart([1, 2], [3]);
    api.remove.mockImplementation(() => {
      api.empty();
      return { body: cart([], []) };
    });
    renderWithProviders(<CartPage popular={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete all items?' });
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('a cart of only unavailable items shows no empty items box and no summary, but can be cleared', async () => {
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    stubCart([], [3, 4]);
    renderWithProviders(<CartPage popular={null} />);
    expect(await screen.findByText('Sold 3')).toBeTruthy();
    expect(screen.queryByText(/Items \(0\)/)).toBeNull();
    expect(screen.queryByText('Confirm your order')).toBeNull();
    expect(screen.queryByText('€0.00')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeTruthy();
  });

  it('the header badge counts only the items that can still be bought', async () => {
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    stubCart([1, 2], [3]);
    renderWithProviders(<Badge />);
    await waitFor(() => expect(screen.getByLabelText('badge').textContent).toBe('2'));
  });
});
