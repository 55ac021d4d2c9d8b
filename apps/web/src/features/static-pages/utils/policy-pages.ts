import type { StaticPageSummary } from '@skins/shared';
import { staticPageHref } from './static-page-href.ts';

/** The pages the forms link to (spec §3 Static page kind flags). */
export type PolicyKind = 'terms' | 'privacy' | 'buyer' | 'seller';

const FLAG: Record<PolicyKind, 'is_terms' | 'is_privacy' | 'is_buyer_terms' | 'is_seller_terms'> = {
  terms: 'is_terms',
  privacy: 'is_privacy',
  buyer: 'is_buyer_terms',
  seller: 'is_seller_terms',
};

export function findPolicyPage(pages: readonly StaticPageSummary[], kind: PolicyKind): StaticPageSummary | undefined {
  return pages.find((page) => page[FLAG[kind]] === 1);
}

/** The page's link, or '#' while there is none (spec §8: a warning is logged and the pages are refetched). */
export function policyHref(pages: readonly StaticPageSummary[] | undefined, kind: PolicyKind): string | null {
  const page = pages && findPolicyPage(pages, kind);
  return page ? staticPageHref(page) : null;
}
