import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, product, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ItemDetailsPage } from './item-details-page.tsx';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/products/:category/:subcategory/:productId" element={<ItemDetailsPage />} />
    </Routes>,
    { route: '/products/all/all/5' },
  );

describe('ItemDetailsPage failures (spec §2, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Failed to fetch product details' when the call fails without a message of the server's", async () => {
    stubApi({ '/api/items/5': () => ({ status: 503, body: { status: 'ERROR', code: 'UNAVAILABLE', message: 'Service Unavailable' } }) });
    renderPage();
    // A 5xx is asked again twice (1 s, then 2 s) before the page gives up.
    expect(await screen.findByText('Failed to fetch product details', undefined, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByText('Unable to load product details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the server's message when it gave one", async () => {
    stubApi({ '/api/items/5': () => ({ status: 404, body: { status: 'ERROR', code: 'NOT_FOUND', message: 'Product not found' } }) });
    renderPage();
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch product details')).toBeNull();
  });
});

describe('ItemDetailsPage: what is on sale (issue 26.3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const details = (overrides: object) => ({ ...product(5, { price: 1.09 }), status: 'available', other_copies: [], other_copies_total: 0, similar: [], ...overrides });
  const history = (percentBelow: number | null, median: number | null) => ({
    item_id: 1,
    days: 30,
    currency: 'EUR',
    currency_symbol: '€',
    median,
    volume: 10,
    points: [],
    reference: { median, sales: 10, percent_below: percentBelow },
  });

  it('shows a sold listing as sold, with no Buy button, and the copies that replace it cheapest first', async () => {
    const copies = [product(8, { price: 0.18, exterior_name: 'Genuine' }), product(9, { price: 0.5 })];
    stubApi({
      '/api/items/5': () => ok(details({ status: 'sold', other_copies: copies, other_copies_total: 3 })),
      '/api/items/5/price-history': () => ok(history(0, 1.09)),
    });
    renderPage();
    expect(await screen.findByText('Sold: this copy is no longer for sale.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /buy/i })).toBeNull();
    const section = screen.getByRole('region', { name: 'Other copies on sale (3)' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Item 8Genuine', 'Item 9Standard']);
    expect(within(section).getByText('€0.18')).toBeTruthy();
    expect(within(section).getByText('Cheapest first; showing 2.')).toBeTruthy();
  });

  it('warns when the price is far above the 30-day median, and not when it is near it', async () => {
    stubApi({
      '/api/items/5': () => ok(details({})),
      '/api/items/5/price-history': () => ok(history(-80, 0.61)),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('This price is 80% above the 30-day median of €0.61.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /buy/i })).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    stubApi({
      '/api/items/5': () => ok(details({})),
      '/api/items/5/price-history': () => ok(history(-20, 0.91)),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: /buy/i })).toBeTruthy();
    await screen.findByText('Median sold price, 30 days');
    expect(screen.queryByTestId('far-above-median')).toBeNull();
  });
});
