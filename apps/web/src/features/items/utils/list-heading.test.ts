import type { Category } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { listBreadcrumbs, listTitle } from './list-heading.ts';

const dota: Category = { id: 1, name: 'Dota 2', url: 'dota2', subcategories: [] };
const couriers: Category = { id: 2, name: 'Couriers', url: 'couriers', subcategories: [] };
const plain = { isNew: false, isSale: false, search: '', age: undefined };

describe('listTitle', () => {
  it('names the list by its context, in the order of the spec', () => {
    expect(listTitle({ ...plain, isNew: true, isSale: true }, [dota])).toEqual({ key: 'products.titleNew' });
    expect(listTitle({ ...plain, isSale: true, search: 'axe' }, [])).toEqual({ key: 'products.titleSale' });
    expect(listTitle({ ...plain, search: 'axe', age: '3-5-years' }, [])).toEqual({ key: 'products.titleSearch', params: { query: 'axe' } });
    expect(listTitle({ ...plain, age: '3-5-years' }, [dota])).toEqual({ key: 'products.age.3-5-years' });
    expect(listTitle(plain, [dota, couriers])).toEqual({ text: 'Couriers' });
    expect(listTitle(plain, [])).toEqual({ key: 'products.titleAll' });
  });
});

describe('listBreadcrumbs', () => {
  it('walks the category path from its root', () => {
    expect(listBreadcrumbs(plain, [dota, couriers])).toEqual([
      { label: { key: 'products.breadcrumbs.home' }, to: '/' },
      { label: { text: 'Dota 2' }, to: '/products/dota2/all' },
      { label: { text: 'Couriers' }, to: '/products/dota2/couriers' },
    ]);
  });

  it('shows New Toys, Sale or Shop without a category', () => {
    expect(listBreadcrumbs({ ...plain, isNew: true }, []).at(-1)).toEqual({ label: { key: 'products.breadcrumbs.new' }, to: '/products/all/all?new=true' });
    expect(listBreadcrumbs({ ...plain, isSale: true }, []).at(-1)?.label).toEqual({ key: 'products.breadcrumbs.sale' });
    const shop = listBreadcrumbs(plain, []);
    expect(shop.at(-1)).toEqual({ label: { key: 'products.breadcrumbs.shop' }, to: '/products/all/all' });
    for (const crumb of shop) expect(crumb.to?.endsWith('/products')).toBe(false);
  });
});
