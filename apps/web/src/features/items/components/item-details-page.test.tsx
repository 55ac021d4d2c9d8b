import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/api-stub.ts';
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
