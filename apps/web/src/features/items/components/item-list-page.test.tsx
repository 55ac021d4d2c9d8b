import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, product, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ItemListPage } from './item-list-page.tsx';

const FILTER_DATA = {
  types: ['Head', 'Weapon'],
  qualities: ['Rare', 'Arcana'],
  heroes: ['Axe', 'Pudge'],
  exterior_names: ['Standard'],
  classes: ['Wearable'],
  ages: ['0-18-months', '3-5-years'],
  price_min: 0.5,
  price_max: 900,
};

function listAnswer(ids: number[], total: number, page = 1, limit = 16) {
  return { body: { status: 'OK', payload: ids.map((id) => product(id)), meta: { total, pages: Math.ceil(total / limit), page, limit, total_is_estimate: false } } };
}

function stubCatalogue(list: (url: URL) => { status?: number; body: unknown }) {
  return stubApi({
    '/api/items/list': list,
    '/api/items/filter-data': () => ok(FILTER_DATA),
    '/api/categories': () => ok([]),
  });
}

const LIST = '/api/items/list';

describe('ItemListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [{ status: 503, body: '<html>Service Unavailable</html>' }, 'Failed to fetch categories'],
    [{ status: 500, body: { status: 'ERROR', code: 'CATEGORIES_OFF', message: 'Categories are being rebuilt' } }, 'Categories are being rebuilt'],
  ] as const)('says when the categories cannot be had, and still lists the items (spec §8, %#)', async (answer, text) => {
    stubApi({ '/api/items/list': () => listAnswer([1], 1), '/api/items/filter-data': () => ok(FILTER_DATA), '/api/categories': () => answer });
    renderWithProviders(<ItemListPage />, { route: '/products' });
    expect(await screen.findByText('Item 1')).toBeTruthy();
    // A 5xx is asked again twice (1 s, then 2 s) before the page gives up.
    expect(await screen.findByText(text, undefined, { timeout: 6000 })).toBeTruthy();
  }, 10_000);

  it("says 'Failed to load categories' when no answer came", async () => {
    stubApi({ '/api/items/list': () => listAnswer([1], 1), '/api/items/filter-data': () => ok(FILTER_DATA) });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/categories') throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    renderWithProviders(<ItemListPage />, { route: '/products' });
    expect(await screen.findByText('Failed to load categories', undefined, { timeout: 6000 })).toBeTruthy();
  }, 10_000);

  it('shows the cards of the page in the URL, and pagination when there is more than a page', async () => {
    const { calls } = stubCatalogue((url) => {
      const page = Number(url.searchParams.get('page'));
      return listAnswer(page === 2 ? [3, 4] : [1, 2], 40, page);
    });
    renderWithProviders(<ItemListPage />, { route: '/products?sort=desc' });

    expect(await screen.findByText('Item 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy();
    expect(screen.getByText('40 items')).toBeTruthy();
    expect(calls(LIST)[0]?.toString()).toBe('currency=EUR&lang_id=1&page=1&limit=16&sort=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Item 3')).toBeTruthy();
    expect(calls(LIST).at(-1)?.get('page')).toBe('2');
    expect(calls(LIST).at(-1)?.get('sort')).toBe('desc');
  });

  it('says truthfully that the pages reach only the first matches of a very large result', async () => {
    stubCatalogue(() => ({
      body: { status: 'OK', payload: [product(1)], meta: { total: 900_000, pages: 1000, page: 1, limit: 16, total_is_estimate: true, reachable_total: 16_000 } },
    }));
    renderWithProviders(<ItemListPage />, { route: '/products' });
    expect(await screen.findByText('Showing the first 16,000 of about 900,000 items: narrow the filters to see the rest')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1000' })).toBeTruthy();
  });

  it('offers as its last page the one that ends at the match the count sentence names', async () => {
    // As the api answers a list past its reach (catalogue/list-items.ts): the pages stop at the reach, and
    // the last one is cut short there (1,000 = 62 x 16 + 8).
    const reach = 1000;
    const { calls } = stubCatalogue((url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const first = (page - 1) * limit + 1;
      const ids = Array.from({ length: Math.min(limit, reach - first + 1) }, (_, index) => first + index);
      return { body: { status: 'OK', payload: ids.map((id) => product(id)), meta: { total: 2500, pages: Math.ceil(reach / limit), page, limit, total_is_estimate: false, reachable_total: reach } } };
    });
    renderWithProviders(<ItemListPage />, { route: '/products' });
    expect(await screen.findByText('Showing the first 1,000 of 2,500 items: narrow the filters to see the rest')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 64' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 63' }));
    expect(await screen.findByText('Item 1000')).toBeTruthy();
    expect(calls(LIST).at(-1)?.get('page')).toBe('63');
    expect(screen.getAllByRole('heading', { name: /^Item \d+$/ }).map((card) => card.textContent)).toEqual(Array.from({ length: 8 }, (_, index) => `Item ${993 + index}`));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('asks again from page 1 when the sort changes', async () => {
    const { calls } = stubCatalogue(() => listAnswer([1, 2], 40));
    renderWithProviders(<ItemListPage />, { route: '/products?page=2' });
    await screen.findByText('Item 1');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'asc' } });
    await waitFor(() => expect(calls(LIST).at(-1)?.get('sort')).toBe('asc'));
    expect(calls(LIST).at(-1)?.get('page')).toBe('1');
  });

  it('filters by the checked values, in one request after a burst of clicks', async () => {
    const { calls } = stubCatalogue(() => listAnswer([1, 2], 40));
    renderWithProviders(<ItemListPage />, { route: '/products' });
    await screen.findByText('Item 1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Axe' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pudge' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Arcana' }));
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
    expect(calls(LIST)[1]?.get('hero')).toBe('Axe,Pudge');
    expect(calls(LIST)[1]?.get('quality')).toBe('Arcana');
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('lists the age a visitor picks in the panel, titled by it (spec §2)', async () => {
    const { calls } = stubCatalogue(() => listAnswer([1, 2], 40));
    renderWithProviders(<ItemListPage />, { route: '/products?page=2' });
    await screen.findByText('Item 1');
    fireEvent.click(await screen.findByRole('radio', { name: 'Listed 3–5 years ago' }));
    await waitFor(() => expect(calls(LIST).at(-1)?.get('age')).toBe('3-5-years'));
    expect(calls(LIST).at(-1)?.get('page')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Listed 3–5 years ago' })).toBeTruthy();
  });

  it('takes 20 products a page with the panel closed, keeping the first product in view', async () => {
    const { calls } = stubCatalogue(() => listAnswer([1, 2], 400));
    renderWithProviders(<ItemListPage />, { route: '/products?page=5' });
    await screen.findByText('Item 1');
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await waitFor(() => expect(calls(LIST).at(-1)?.get('limit')).toBe('20'));
    expect(calls(LIST).at(-1)?.get('page')).toBe('4');
    expect(screen.getByRole('button', { name: 'Open filters' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the pagination when everything fits on one page', async () => {
    stubCatalogue(() => listAnswer([1, 2], 2));
    renderWithProviders(<ItemListPage />, { route: '/products' });
    await screen.findByText('Item 1');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the empty state with a reset', async () => {
    stubCatalogue(() => listAnswer([], 0));
    renderWithProviders(<ItemListPage />, { route: '/products?hero=Axe' });
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeTruthy();
  });

  it('shows the reasons of a refused request and offers a reset', async () => {
    const { calls } = stubCatalogue((url) =>
      url.searchParams.get('price_from')
        ? {
            status: 422,
            body: {
              status: 'ERROR',
              code: 'VALIDATION',
              message: 'The given data was invalid.',
              errors: { price_from: ['The price from may not be greater than the price till.'] },
            },
          }
        : listAnswer([1], 1),
    );
    renderWithProviders(<ItemListPage />, { route: '/products?price_from=50&price_till=10' });
    expect(await screen.findByText('Failed to load products')).toBeTruthy();
    expect(screen.getByText('The price from may not be greater than the price till.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(calls(LIST).at(-1)?.get('price_from')).toBeNull());
    expect(await screen.findByText('Item 1')).toBeTruthy();
  });
});
