import { prefetchItemList } from '../api/prefetch-item-list.ts';
import { ItemListPage } from './item-list-page.tsx';

/** The list route as the router loads it lazily. */
export const Component = ItemListPage;
export const loader = prefetchItemList;
/** Filter changes stay in the page (debounced there); only entering the route prefetches. */
export const shouldRevalidate = () => false;
