import type { Category } from '@skins/shared';
import type { MessageKey, MessageParams, Translate } from '../../../lib/i18n/index.ts';
import type { ListParams } from './list-params.ts';

/** A text to show: a translation key (with its values) or a name that comes from the server. */
export type HeadingText = { key: MessageKey; params?: MessageParams } | { text: string };

export interface Crumb {
  label: HeadingText;
  to?: string;
}

const SHOP = '/products/all/all';

/** Spec §2: new listings, 'Sale', search results, the listing age, the category name, or 'All products'. */
export function listTitle(list: Pick<ListParams, 'isNew' | 'isSale' | 'search' | 'age'>, categories: readonly Category[]): HeadingText {
  if (list.isNew) return { key: 'products.titleNew' };
  if (list.isSale) return { key: 'products.titleSale' };
  if (list.search) return { key: 'products.titleSearch', params: { query: list.search } };
  if (list.age) return { key: `products.age.${list.age}` };
  const category = categories.at(-1);
  if (category) return { text: category.name };
  return { key: 'products.titleAll' };
}

/**
 * Spec §2: Home, then the category path built up through its parents; or New Toys, Sale, or Shop.
 * Links into the catalogue never end with a bare /products.
 */
export function listBreadcrumbs(list: Pick<ListParams, 'isNew' | 'isSale'>, categories: readonly Category[]): Crumb[] {
  const home: Crumb = { label: { key: 'products.breadcrumbs.home' }, to: '/' };
  if (categories.length > 0) {
    return [
      home,
      ...categories.map((category, index) => {
        const parent = categories[index - 1];
        const to = parent ? `/products/${encodeURIComponent(parent.url)}/${encodeURIComponent(category.url)}` : `/products/${encodeURIComponent(category.url)}/all`;
        return { label: { text: category.name }, to };
      }),
    ];
  }
  if (list.isNew) return [home, { label: { key: 'products.breadcrumbs.new' }, to: `${SHOP}?new=true` }];
  if (list.isSale) return [home, { label: { key: 'products.breadcrumbs.sale' }, to: `${SHOP}?sale=true` }];
  return [home, { label: { key: 'products.breadcrumbs.shop' }, to: SHOP }];
}

/** The words of a heading text in the current language. */
export function headingText(t: Translate, heading: HeadingText): string {
  return 'text' in heading ? heading.text : t(heading.key, heading.params);
}
