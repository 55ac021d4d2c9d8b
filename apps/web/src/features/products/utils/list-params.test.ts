import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params.ts';

describe('readListParams', () => {
  it('reads page, sort and search from the query', () => {
    expect(readListParams(new URLSearchParams('page=3&sort=desc&search=%20axe%20'))).toEqual({
      page: 3,
      sort: 'desc',
      search: 'axe',
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(readListParams(new URLSearchParams('page=-2&sort=sideways'))).toEqual({ page: 1, sort: undefined, search: '' });
    expect(readListParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('writeListParams', () => {
  it('keeps unrelated parameters and drops defaults', () => {
    const next = writeListParams(new URLSearchParams('hero=Axe&page=4&sort=asc'), { page: 1, sort: undefined });
    expect(next.toString()).toBe('hero=Axe');
  });

  it('writes non-default values', () => {
    expect(writeListParams(new URLSearchParams(), { page: 2, sort: 'desc' }).toString()).toBe('page=2&sort=desc');
  });
});
