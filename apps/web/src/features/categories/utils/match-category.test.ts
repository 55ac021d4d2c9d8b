import type { Category } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { categoryHref, matchCategoryPath, namesCategory } from './match-category.ts';

const node = (id: number, url: string, name: string, subcategories: Category[] = []): Category => ({ id, url, name, subcategories });
const TREE = [
  node(1, 'dota2', 'Dota 2', [node(2, 'wearables', 'Wearables'), node(3, 'couriers', 'Couriers'), node(4, 'loading-screens', 'Loading Screens')]),
  node(5, 'gifts', 'Couriers'),
];
const names = (path: Category[]) => path.map((category) => category.url);

describe('namesCategory', () => {
  it('is false for no path and for all, true for anything else (which may then match nothing)', () => {
    expect(namesCategory()).toBe(false);
    expect(namesCategory('all', 'ALL')).toBe(false);
    expect(namesCategory('dota2')).toBe(true);
    expect(namesCategory('all', 'nothing')).toBe(true);
  });
});

describe('matchCategoryPath', () => {
  it('means no filter for all or nothing', () => {
    expect(matchCategoryPath(TREE)).toEqual([]);
    expect(matchCategoryPath(TREE, 'all', 'all')).toEqual([]);
  });

  it('matches a category by slug, then by name, ignoring case, with its parents', () => {
    expect(names(matchCategoryPath(TREE, 'DOTA2'))).toEqual(['dota2']);
    expect(names(matchCategoryPath(TREE, 'wearables', 'all'))).toEqual(['dota2', 'wearables']);
    expect(names(matchCategoryPath(TREE, 'loading screens'))).toEqual(['dota2', 'loading-screens']);
    // The slug wins over another category's name.
    expect(names(matchCategoryPath(TREE, 'gifts'))).toEqual(['gifts']);
  });

  it('looks for the sub-category under the category', () => {
    expect(names(matchCategoryPath(TREE, 'dota2', 'Couriers'))).toEqual(['dota2', 'couriers']);
    expect(names(matchCategoryPath(TREE, 'all', 'couriers'))).toEqual(['dota2', 'couriers']);
    expect(matchCategoryPath(TREE, 'gifts', 'wearables')).toEqual([]);
    expect(matchCategoryPath(TREE, 'nothing')).toEqual([]);
  });
});

describe('categoryHref', () => {
  it('builds the list route from the parent and the category', () => {
    expect(categoryHref(matchCategoryPath(TREE, 'dota2'))).toBe('/products/dota2/all');
    expect(categoryHref(matchCategoryPath(TREE, 'wearables'))).toBe('/products/dota2/wearables');
    expect(categoryHref([])).toBe('/products/all/all');
  });
});
