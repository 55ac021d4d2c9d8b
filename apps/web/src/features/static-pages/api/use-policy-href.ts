import { useEffect } from 'react';
import { policyHref } from '../utils/policy-pages.ts';
import type { PolicyKind } from '../utils/policy-pages.ts';
import { useStaticPages } from './get-static-pages.ts';

/**
 * The link to a policy page (terms, privacy, buyer or seller terms). Spec §8: when the page is missing a
 * warning is logged, the link falls back to '#' and the pages are fetched again.
 */
export function usePolicyHref(kind: PolicyKind): string {
  const { data: pages, refetch } = useStaticPages();
  const href = policyHref(pages, kind);
  const missing = pages !== undefined && href === null;

  // Once each time the page goes missing: a refetch that still lacks it is not repeated.
  useEffect(() => {
    if (!missing) return;
    console.warn(`No static page is marked as the ${kind} policy`);
    void refetch();
  }, [missing, kind, refetch]);

  return href ?? '#';
}
