import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items.ts';
import type { PaginationItem } from './pagination-items.ts';

/** `[1, '…', 4, 5]` reads better in expectations than the item objects. */
function labels(items: PaginationItem[]): (number | '…')[] {
  return items.map((item) => (item.type === 'page' ? item.page : '…'));
}

describe('paginationItems', () => {
  it('shows every page when they fit', () => {
    expect(labels(paginationItems(1, 1))).toEqual([1]);
    expect(labels(paginationItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres a window of five pages with the first and last page and ellipses', () => {
    expect(labels(paginationItems(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('keeps the window inside the range at both ends', () => {
    expect(labels(paginationItems(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(paginationItems(2, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(paginationItems(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(labels(paginationItems(5, 20))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
    expect(labels(paginationItems(1, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps an out-of-range current page and handles no pages', () => {
    expect(labels(paginationItems(99, 8))).toEqual([1, '…', 4, 5, 6, 7, 8]);
    expect(labels(paginationItems(0, 8))).toEqual([1, 2, 3, 4, 5, '…', 8]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
