export interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * Spec §2: scroll to the top on navigation, except when the path stays the same and the `page` query
 * is unchanged (a sort or filter change keeps the visitor where they are).
 */
export function shouldScrollToTop(previous: LocationLike, next: LocationLike): boolean {
  if (previous.pathname !== next.pathname) return true;
  const pageOf = (location: LocationLike) => new URLSearchParams(location.search).get('page') ?? '1';
  return pageOf(previous) !== pageOf(next);
}
