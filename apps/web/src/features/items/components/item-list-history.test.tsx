import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from 'react-router-dom';
import { ok, product, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ItemListPage } from './item-list-page.tsx';

const FILTER_DATA = { types: ['Head'], qualities: ['Rare'], heroes: ['Axe', 'Pudge'], exterior_names: ['Standard'], classes: ['Wearable'], ages: [], price_min: 0.5, price_max: 900 };

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="url">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

describe('the product list and the Back button (issue 13.3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('each committed filter is a history entry; typing a price replaces the current one', async () => {
    stubApi({
      '/api/items/list': () => ({ body: { status: 'OK', payload: [product(1)], meta: { total: 1, pages: 1, page: 1, limit: 16, total_is_estimate: false } } }),
      '/api/items/filter-data': () => ok(FILTER_DATA),
      '/api/categories': () => ok([]),
    });
    renderWithProviders(
      <>
        <ItemListPage />
        <Probe />
      </>,
      { route: '/products' },
    );
    const url = () => screen.getByLabelText('url').textContent;
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Axe' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pudge' }));
    expect(url()).toBe('/products?hero=Axe%2CPudge');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '5' } });
    await waitFor(() => expect(url()).toBe('/products?hero=Axe%2CPudge&price_from=5'));

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(url()).toBe('/products?hero=Axe'));
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(url()).toBe('/products'));
  });
});
