import { describe, expect, it } from 'vitest';
import { findCookiePolicy, isReservedSlug, staticPageHref } from './static-page-href.ts';

describe('static page links', () => {
  it('uses the slug when there is one, else the id on the legacy route', () => {
    expect(staticPageHref({ id: 3, slug: 'privacy-policy' })).toBe('/privacy-policy');
    expect(staticPageHref({ id: 7, slug: '' })).toBe('/static-page/7');
    expect(staticPageHref({ id: 8, slug: 'cart' })).toBe('/static-page/8');
  });

  it('knows the reserved slugs, whatever their case', () => {
    for (const slug of ['products', 'Account', 'cart', 'auth', 'static-page', 'processing-payment', '']) {
      expect(isReservedSlug(slug)).toBe(true);
    }
    expect(isReservedSlug('faq')).toBe(false);
  });

  it('finds the cookie policy by its title', () => {
    const pages = [{ title: 'FAQ' }, { title: 'Our COOKIE policy' }];
    expect(findCookiePolicy(pages)).toBe(pages[1]);
    expect(findCookiePolicy([{ title: 'FAQ' }])).toBeUndefined();
  });
});
