import { writeListParams } from './list-params.ts';

const LIST_PATH = /^\/products(?:\/[^/]+){0,2}\/?$/;

/** Whether a path shows the product list (`/products`, `/products/:category/:subcategory?`). */
export function isItemListPath(pathname: string): boolean {
  return LIST_PATH.test(pathname);
}

/**
 * Where the header search leads (spec §2 Shell): the product list with `search` set and the page reset
 * to 1. On a list page its path and other query parameters (sort, filters) stay; an empty search drops
 * the parameter.
 */
export function buildSearchLocation(current: { pathname: string; search: string }, text: string): string {
  const onList = isItemListPath(current.pathname);
  const params = writeListParams(new URLSearchParams(onList ? current.search : ''), { search: text, page: 1 });
  const query = params.toString();
  const pathname = onList ? current.pathname : '/products';
  return query ? `${pathname}?${query}` : pathname;
}
