import { describe, expect, it } from 'vitest';
import { buildSearchLocation, isItemListPath } from './search-location.ts';

describe('buildSearchLocation', () => {
  it('goes to the product list from other pages', () => {
    expect(buildSearchLocation({ pathname: '/', search: '?tab=orders' }, 'Arcana')).toBe('/products?search=Arcana');
  });

  it('keeps the list path and other parameters, resets the page', () => {
    expect(buildSearchLocation({ pathname: '/products/couriers/all', search: '?sort=asc&page=7' }, 'axe')).toBe(
      '/products/couriers/all?sort=asc&search=axe',
    );
  });

  it('drops the search when it is empty', () => {
    expect(buildSearchLocation({ pathname: '/products', search: '?search=axe&page=2' }, '')).toBe('/products');
  });
});

describe('isItemListPath', () => {
  it('matches list routes only', () => {
    expect(isItemListPath('/products')).toBe(true);
    expect(isItemListPath('/products/all/all')).toBe(true);
    expect(isItemListPath('/products/all/all/15')).toBe(false);
    expect(isItemListPath('/cart')).toBe(false);
  });
});
