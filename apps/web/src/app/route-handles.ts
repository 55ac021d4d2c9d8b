/** Route handle of the static content pages: there the account-type modal may be closed (spec §4). */
export const STATIC_PAGE_HANDLE = { staticPage: true } as const;

export function isStaticPageHandle(handle: unknown): boolean {
  return (handle as { staticPage?: boolean } | undefined)?.staticPage === true;
}
