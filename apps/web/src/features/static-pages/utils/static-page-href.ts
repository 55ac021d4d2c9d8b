import { RESERVED_SLUGS } from '@skins/shared';
import type { StaticPageSummary } from '@skins/shared';

const RESERVED = new Set<string>(RESERVED_SLUGS);

/** Spec §2: these paths belong to the app and never show a static page. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.trim().toLowerCase());
}

/** Spec §2 Shell: /{slug} when the page has a (usable) slug, else the legacy /static-page/{id}. */
export function staticPageHref(page: Pick<StaticPageSummary, 'id' | 'slug'>): string {
  const slug = page.slug.trim();
  return slug && !isReservedSlug(slug) ? `/${encodeURIComponent(slug)}` : `/static-page/${page.id}`;
}

/** Spec §3: the cookie policy is the page whose title mentions cookies. */
export function findCookiePolicy<T extends Pick<StaticPageSummary, 'title'>>(pages: readonly T[]): T | undefined {
  return pages.find((page) => page.title.toLowerCase().includes('cookie'));
}
