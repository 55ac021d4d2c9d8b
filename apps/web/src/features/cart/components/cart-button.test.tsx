import type { CartResponse } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { dispatchAuth } from '../../auth/index.ts';
import { CartButton } from './cart-button.tsx';

const cart = (itemIds: number[]): CartResponse => ({
  status: 'OK',
  cart: itemIds.map((id) => ({
    id: id + 1000,
    item_id: id,
    item_hash: String(id),
    count: 1,
    is_variation: false,
    title: `Item ${id}`,
    img_url: `items/${id}.svg`,
    img_url_big: `items/${id}.svg`,
    img_fallback_url: `items/${id}.svg`,
    type: 'Head',
    item_type: 'Wearable',
    price: 1,
    old_price: null,
    quality: null,
    category: 'wearables',
    tradable_after: null,
  })),
  unavailable: [],
  total: itemIds.length,
  currency: 'EUR',
  currency_symbol: '€',
});

const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.text}`);

describe('CartButton', () => {
  beforeEach(() => clearToasts());
  afterEach(() => {
    vi.unstubAllGlobals();
    dispatchAuth({ type: 'cleared' });
  });

  it('asks a visitor to log in without calling the api', () => {
    const { fetchMock } = stubApi({});
    renderWithProviders(<CartButton productId={5} title="Item 5" variant="card" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Item 5' }));
    expect(toastTexts()).toEqual(['warning: Please login to add items to cart']);
    // The toast offers the way in, back to this page after signing in.
    expect(getToasts()[0]?.action).toEqual({ label: 'Sign in', to: '/sign-in?redirect=%2F' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the item, then offers to remove it', async () => {
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    const add = vi.fn(() => ({ body: { ...cart([5]), message: 'Item added to cart!' } }));
    stubApi({ '/api/cart/contents': () => ({ body: cart([]) }), '/sanctum/csrf-cookie': () => ({ body: {} }), '/api/cart/add': add });
    renderWithProviders(<CartButton productId={5} title="Item 5" variant="details" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy: Item 5' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Buy: Item 5' }));
    expect(await screen.findByRole('button', { name: 'Remove: Item 5' })).toBeTruthy();
    expect(toastTexts()).toContain('success: Item added to cart!');
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('says so when the item is already in the cart', async () => {
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    stubApi({
      '/api/cart/contents': () => ({ body: cart([]) }),
      '/sanctum/csrf-cookie': () => ({ body: {} }),
      '/api/cart/add': () => ({ status: 409, body: { status: 'ERROR', code: 'ALREADY_IN_CART', message: 'This item is already in your cart' } }),
    });
    renderWithProviders(<CartButton productId={5} title="Item 5" variant="card" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Item 5' }));
    await waitFor(() => expect(toastTexts()).toContain('info: This item is already in your cart'));
  });
});
