import { prefetchProductList } from '../api/prefetch-product-list.ts';
import { ProductListPage } from './product-list-page.tsx';

/** The list route as the router loads it lazily. */
export const Component = ProductListPage;
export const loader = prefetchProductList;
/** Filter changes stay in the page (debounced there); only entering the route prefetches. */
export const shouldRevalidate = () => false;
