import { describe, expect, it } from 'vitest';
import {
  canonicalValues,
  changeListParams,
  clearListFilters,
  hasActiveFilters,
  itemsListQuery,
  parseAmount,
  readListParams,
  writeListParams,
} from './list-params.ts';

const EMPTY_FILTERS = { hero: [], quality: [], type: [], exterior_name: [], class: [] };

describe('readListParams', () => {
  it('reads every part of the list state from the query', () => {
    const params = new URLSearchParams(
      'page=3&sort=desc&search=%20axe%20&price_from=1,5&price_till=20&hero=Axe,Pudge&quality=Rare&class=Courier&new=true&sale=1&ready=true&age=3-5-years',
    );
    expect(readListParams(params)).toEqual({
      page: 3,
      sort: 'desc',
      search: 'axe',
      priceFrom: '1.5',
      priceTill: '20',
      filters: { ...EMPTY_FILTERS, hero: ['Axe', 'Pudge'], quality: ['Rare'], class: ['Courier'] },
      isNew: true,
      isSale: true,
      ready: true,
      age: '3-5-years',
    });
  });

  it('falls back to defaults for malformed values', () => {
    const list = readListParams(new URLSearchParams('page=-2&sort=sideways&price_from=abc&age=old&new=yes&hero=,,'));
    expect(list).toMatchObject({ page: 1, sort: undefined, priceFrom: '', age: undefined, isNew: false, filters: EMPTY_FILTERS });
    expect(readListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('parseAmount', () => {
  it('accepts a comma or a point and rounds to cents', () => {
    expect(parseAmount('12,5')).toBe('12.5');
    expect(parseAmount(' 3.456 ')).toBe('3.46');
    expect(parseAmount('.5')).toBe('0.5');
    expect(parseAmount('7.')).toBe('7');
  });

  it('gives nothing for text that is not an amount', () => {
    for (const text of ['', 'abc', '-3', '1e3', '1.2.3', null]) expect(parseAmount(text)).toBe('');
  });
});

describe('writeListParams', () => {
  it('keeps unrelated parameters and drops defaults', () => {
    const next = writeListParams(new URLSearchParams('utm=x&page=4&sort=asc&hero=Axe'), { page: 1, sort: undefined, filters: { hero: [] } });
    expect(next.toString()).toBe('utm=x');
  });

  it('writes lists comma-joined and flags as true', () => {
    const next = writeListParams(new URLSearchParams(), {
      filters: { hero: ['Axe', 'Pudge', 'Axe'], exterior_name: ['Inscribed'] },
      priceFrom: '5',
      isSale: true,
    });
    expect(Object.fromEntries(next)).toEqual({ hero: 'Axe,Pudge', exterior_name: 'Inscribed', price_from: '5', sale: 'true' });
  });

  it('round-trips through readListParams', () => {
    const change = { page: 2, sort: 'asc' as const, search: 'hook', priceTill: '99.99', filters: { quality: ['Arcana', 'Immortal'] } };
    const list = readListParams(writeListParams(new URLSearchParams(), change));
    expect(list).toMatchObject({ ...change, filters: { ...EMPTY_FILTERS, quality: ['Arcana', 'Immortal'] } });
  });
});

describe('changeListParams', () => {
  it('goes back to page 1 when a filter changes', () => {
    const next = changeListParams(new URLSearchParams('page=5&sort=asc'), { filters: { hero: ['Axe'] } });
    expect(next.toString()).toBe('sort=asc&hero=Axe');
  });

  it('keeps a page the change names', () => {
    expect(changeListParams(new URLSearchParams('hero=Axe'), { page: 3 }).toString()).toBe('hero=Axe&page=3');
  });
});

describe('clearListFilters', () => {
  it('drops filters, the age the panel offers, sort, search and page but keeps the context', () => {
    const params = new URLSearchParams('new=true&hero=Axe&quality=Rare&sort=asc&search=x&price_from=1&page=3&age=3-5-years');
    expect(clearListFilters(params).toString()).toBe('new=true');
    expect(hasActiveFilters(readListParams(new URLSearchParams('sale=true&age=3-5-years')))).toBe(true);
    expect(hasActiveFilters(readListParams(params))).toBe(true);
    expect(hasActiveFilters(readListParams(clearListFilters(params)))).toBe(false);
  });
});

describe('itemsListQuery', () => {
  it('maps the state onto the api parameters', () => {
    const list = readListParams(new URLSearchParams('hero=Axe,Pudge&class=Wearable&price_till=10&sale=true&sort=asc&page=2'));
    expect(itemsListQuery(list, { category: 'dota2', subcategory: 'all' }, 20)).toEqual({
      page: 2,
      limit: 20,
      sort: 'asc',
      search: undefined,
      price_from: undefined,
      price_till: '10',
      type: undefined,
      quality: undefined,
      hero: 'Axe,Pudge',
      exterior_name: undefined,
      item_class: 'Wearable',
      new: undefined,
      sale: true,
      age: undefined,
      category: 'dota2',
      subcategory: undefined,
    });
  });
});

describe('canonicalValues', () => {
  it('spells a filter value as the catalogue does, and leaves spelled or unknown ones alone', () => {
    expect(canonicalValues(['pudge', 'CRYSTAL MAIDEN'], ['Pudge', 'Crystal Maiden'])).toEqual(['Pudge', 'Crystal Maiden']);
    expect(canonicalValues(['Pudge'], ['Pudge'])).toBeNull();
    expect(canonicalValues(['Nobody'], ['Pudge'])).toBeNull();
  });
});
