import { describe, expect, it } from 'vitest';
import { scrollTarget } from './scroll-target.ts';

const list = { pathname: '/products/all/all', search: '?hero=Pudge', key: 'list' };
const details = { pathname: '/products/dota2/all/42', search: '', key: 'details' };

describe('scrollTarget', () => {
  it('Back to the list returns to where the visitor was (issue 13.3)', () => {
    expect(scrollTarget('POP', details, list, new Map([['list', 1840]]))).toBe(1840);
  });

  it('Back to an entry never seen goes to the top when the path changes', () => {
    expect(scrollTarget('POP', details, list, new Map())).toBe(0);
  });

  it('a new page starts at the top; a filter change on the same page stays put (spec §2)', () => {
    expect(scrollTarget('PUSH', list, details, new Map([['details', 500]]))).toBe(0);
    expect(scrollTarget('PUSH', list, { ...list, search: '?hero=Pudge&sort=asc', key: 'sorted' }, new Map())).toBeNull();
    expect(scrollTarget('REPLACE', list, { ...list, search: '?hero=Pudge&page=2', key: 'p2' }, new Map())).toBe(0);
  });
});
