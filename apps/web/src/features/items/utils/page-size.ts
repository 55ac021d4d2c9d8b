import { LIST_PAGE_SIZE_PANEL_CLOSED, LIST_PAGE_SIZE_PANEL_OPEN } from '@skins/shared';

/** Spec §2: the filter panel starts open on screens at least this wide. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

/** Spec §9: 16 products a page beside the open filter panel, 20 without it. */
export function pageSizeFor(panelOpen: boolean): number {
  return panelOpen ? LIST_PAGE_SIZE_PANEL_OPEN : LIST_PAGE_SIZE_PANEL_CLOSED;
}

/** The page, at the new size, that holds the first product of `page` at the old size (spec §4). */
export function recalculatePage(page: number, fromSize: number, toSize: number): number {
  if (fromSize <= 0 || toSize <= 0) return 1;
  const firstItem = (Math.max(1, Math.floor(page)) - 1) * fromSize;
  return Math.floor(firstItem / toSize) + 1;
}
