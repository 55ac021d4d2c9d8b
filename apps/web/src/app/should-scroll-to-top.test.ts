import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './should-scroll-to-top.ts';

describe('shouldScrollToTop', () => {
  it('scrolls when the path changes', () => {
    expect(shouldScrollToTop({ pathname: '/', search: '' }, { pathname: '/products', search: '' })).toBe(true);
  });

  it('scrolls when the page changes on the same path', () => {
    expect(shouldScrollToTop({ pathname: '/products', search: '?page=2' }, { pathname: '/products', search: '?page=3' })).toBe(true);
    expect(shouldScrollToTop({ pathname: '/products', search: '?page=2' }, { pathname: '/products', search: '' })).toBe(true);
  });

  it('stays when only other parameters change', () => {
    expect(shouldScrollToTop({ pathname: '/products', search: '?page=2' }, { pathname: '/products', search: '?page=2&sort=asc' })).toBe(false);
    expect(shouldScrollToTop({ pathname: '/products', search: '' }, { pathname: '/products', search: '?page=1' })).toBe(false);
  });
});
