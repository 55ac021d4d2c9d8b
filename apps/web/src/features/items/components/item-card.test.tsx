import type { Item } from '@skins/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ItemCard } from './item-card.tsx';

function product(overrides: Partial<Item> = {}): Item {
  return {
    id: 4321,
    title: 'Manifold Paradox',
    price: 1234.5,
    old_price: null,
    img_url: 'items/4322.svg',
    img_fallback_url: 'items/4322.svg',
    type: 'Weapon',
    category: 'wearables',
    hero: 'Phantom Assassin',
    quality: 'Arcana',
    exterior_name: 'Standard',
    class: 'Wearable',
    is_new: false,
    is_sale: false,
    is_top: false,
    currency: 'EUR',
    currency_symbol: '€',
    tradable_after: null,
    ...overrides,
  };
}

describe('ItemCard', () => {
  it('shows the title, the formatted price and links to the product', () => {
    renderWithProviders(<ItemCard product={product()} />);
    expect(screen.getByText('€1,234.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manifold Paradox' }).getAttribute('href')).toBe('/products/wearables/all/4321');
    expect(screen.getByRole('img', { name: 'Manifold Paradox' }).getAttribute('src')).toBe('/api/images/items/4322.svg');
  });

  it('strikes through the old price only when it is greater', () => {
    const { unmount } = renderWithProviders(<ItemCard product={product({ price: 5, old_price: 7.5, currency_symbol: '$' })} />);
    const old = screen.getByText('$7.50');
    expect(old.closest('s')).not.toBeNull();
    unmount();

    renderWithProviders(<ItemCard product={product({ price: 5, old_price: 4 })} />);
    expect(screen.queryByText('€4.00')).toBeNull();
  });

  it('shows the TOP, NEW and SALE badges that apply', () => {
    const { unmount } = renderWithProviders(<ItemCard product={product({ is_top: true, is_sale: true })} />);
    expect(screen.getByText('TOP')).toBeTruthy();
    expect(screen.getByText('SALE')).toBeTruthy();
    expect(screen.queryByText('NEW')).toBeNull();
    unmount();

    renderWithProviders(<ItemCard product={product()} />);
    expect(screen.queryByText('TOP')).toBeNull();
  });

  it('labels the type, defaulting to All, and links to category all when there is none', () => {
    renderWithProviders(<ItemCard product={product({ type: '', category: '' })} />);
    expect(screen.getByText('All')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/products/all/all/4321');
  });

  it('shows a skeleton until the image loads, and a placeholder when it fails', () => {
    const { container } = renderWithProviders(<ItemCard product={product()} />);
    const frame = container.querySelector('.image-frame');
    expect(frame?.getAttribute('data-state')).toBe('loading');
    expect(frame?.querySelector('.skeleton')).not.toBeNull();

    fireEvent.error(screen.getByRole('img', { name: 'Manifold Paradox' }));
    expect(frame?.getAttribute('data-state')).toBe('failed');
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Manifold Paradox' })).toBeTruthy();
  });

  it('drops the skeleton once the image has loaded', () => {
    const { container } = renderWithProviders(<ItemCard product={product()} />);
    fireEvent.load(screen.getByRole('img', { name: 'Manifold Paradox' }));
    expect(container.querySelector('.image-frame')?.getAttribute('data-state')).toBe('loaded');
    expect(container.querySelector('.skeleton')).toBeNull();
  });
});
