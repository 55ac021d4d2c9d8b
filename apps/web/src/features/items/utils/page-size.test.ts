import { describe, expect, it } from 'vitest';
import { pageSizeFor, recalculatePage } from './page-size.ts';

describe('page size', () => {
  it('is 16 with the filter panel open and 20 without', () => {
    expect(pageSizeFor(true)).toBe(16);
    expect(pageSizeFor(false)).toBe(20);
  });
});

describe('recalculatePage', () => {
  it('keeps the first visible product on screen', () => {
    // Page 5 of 16 starts with product 65, which is on page 4 of 20 (61-80).
    expect(recalculatePage(5, 16, 20)).toBe(4);
    // Page 4 of 20 starts with product 61, which is on page 4 of 16 (49-64).
    expect(recalculatePage(4, 20, 16)).toBe(4);
    expect(recalculatePage(2, 16, 20)).toBe(1);
    expect(recalculatePage(2, 20, 16)).toBe(2);
  });

  it('stays on page 1 and copes with odd input', () => {
    expect(recalculatePage(1, 16, 20)).toBe(1);
    expect(recalculatePage(1, 20, 16)).toBe(1);
    expect(recalculatePage(0, 16, 20)).toBe(1);
    expect(recalculatePage(3, 16, 0)).toBe(1);
  });
});
