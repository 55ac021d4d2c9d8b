import { ItemListPage } from './item-list-page.tsx';

/** The list route as the router loads it lazily (its loader, prefetchItemList, is the router's own). */
export const Component = ItemListPage;
/** Filter changes stay in the page (debounced there); only entering the route prefetches. */
export const shouldRevalidate = () => false;
