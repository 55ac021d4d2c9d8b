export { useStaticPages } from './api/get-static-pages.ts';
export { usePolicyHref } from './api/use-policy-href.ts';
export { findPolicyPage, policyHref } from './utils/policy-pages.ts';
export type { PolicyKind } from './utils/policy-pages.ts';
export { staticPageHref } from './utils/static-page-href.ts';
