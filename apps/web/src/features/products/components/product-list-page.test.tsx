import type { Product } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ProductListPage } from './product-list-page.tsx';

function product(id: number): Product {
  return {
    id,
    title: `Item ${id}`,
    price: id,
    old_price: null,
    img_url: `items/${id}.svg`,
    type: 'Head',
    category: 'wearables',
    hero: null,
    quality: 'Rare',
    exterior_name: 'Standard',
    class: 'Wearable',
    is_new: false,
    is_sale: false,
    is_top: false,
    currency: 'EUR',
    currency_symbol: '€',
  };
}

function listAnswer(ids: number[], total: number, page = 1) {
  const body = {
    status: 'OK',
    payload: ids.map(product),
    meta: { total, pages: Math.ceil(total / 16), page, limit: 16, total_is_estimate: false },
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function requestedUrls(fetchMock: ReturnType<typeof vi.fn>): URLSearchParams[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams);
}

describe('ProductListPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the cards of the page in the URL, and pagination when there is more than a page', async () => {
    fetchMock.mockImplementation(async (url) => {
      const page = Number(new URL(String(url), 'http://localhost').searchParams.get('page'));
      return listAnswer(page === 2 ? [3, 4] : [1, 2], 40, page);
    });
    renderWithProviders(<ProductListPage />, { route: '/products?sort=desc' });

    expect(await screen.findByText('Item 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy();
    expect(screen.getByText('40 items')).toBeTruthy();
    expect(requestedUrls(fetchMock)[0]?.toString()).toBe('currency=EUR&lang_id=1&page=1&limit=16&sort=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Item 3')).toBeTruthy();
    expect(requestedUrls(fetchMock).at(-1)?.get('page')).toBe('2');
    expect(requestedUrls(fetchMock).at(-1)?.get('sort')).toBe('desc');
  });

  it('asks again from page 1 when the sort changes', async () => {
    fetchMock.mockImplementation(async () => listAnswer([1, 2], 40));
    renderWithProviders(<ProductListPage />, { route: '/products?page=2' });
    await screen.findByText('Item 1');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'asc' } });
    await waitFor(() => expect(requestedUrls(fetchMock).at(-1)?.get('sort')).toBe('asc'));
    expect(requestedUrls(fetchMock).at(-1)?.get('page')).toBe('1');
  });

  it('hides the pagination when everything fits on one page', async () => {
    fetchMock.mockResolvedValue(listAnswer([1, 2], 2));
    renderWithProviders(<ProductListPage />, { route: '/products' });
    await screen.findByText('Item 1');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the empty state with a reset', async () => {
    fetchMock.mockResolvedValue(listAnswer([], 0));
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeTruthy();
  });

  it('shows the reason of a refused request and offers a reset', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ status: 'ERROR', code: 'VALIDATION', message: 'The given data was invalid.', errors: { page: ['Too deep.'] } }),
        { status: 422, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderWithProviders(<ProductListPage />, { route: '/products?page=999' });
    expect(await screen.findByText('Failed to load products')).toBeTruthy();
    expect(screen.getByText('Too deep.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(requestedUrls(fetchMock).at(-1)?.get('page')).toBe('1'));
  });
});
