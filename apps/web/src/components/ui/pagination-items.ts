import { PAGINATION_WINDOW } from '@skins/shared';

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The buttons of a pagination bar (spec §9): a window of `windowSize` pages around the current one,
 * plus the first and last page, with an ellipsis for each hidden run. An ellipsis never stands in for a
 * single page: that page is shown instead, since it takes the same room.
 */
export function paginationItems(current: number, total: number, windowSize: number = PAGINATION_WINDOW): PaginationItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const lastPage = Math.floor(total);
  const page = clamp(Math.floor(current) || 1, 1, lastPage);
  const size = clamp(Math.floor(windowSize), 1, lastPage);
  const start = clamp(page - Math.floor((size - 1) / 2), 1, lastPage - size + 1);
  const end = start + size - 1;

  const items: PaginationItem[] = [];
  const pageItem = (value: number): PaginationItem => ({ type: 'page', page: value });

  if (start > 1) {
    items.push(pageItem(1));
    if (start === 3) items.push(pageItem(2));
    else if (start > 3) items.push({ type: 'ellipsis', position: 'start' });
  }
  for (let value = start; value <= end; value += 1) items.push(pageItem(value));
  if (end < lastPage) {
    if (end === lastPage - 2) items.push(pageItem(lastPage - 1));
    else if (end < lastPage - 2) items.push({ type: 'ellipsis', position: 'end' });
    items.push(pageItem(lastPage));
  }
  return items;
}
