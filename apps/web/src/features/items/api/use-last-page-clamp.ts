import type { ItemsListResponse } from '@skins/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useRequestLocale } from '../../../lib/request-locale.ts';
import { itemsQueryOptions } from './get-items.ts';
import type { ItemsListInput } from './get-items.ts';

/** The api refused the page itself: deeper than its pages reach (LIST_MAX_OFFSET). */
export function isPageRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length === 1 && 'page' in error.fieldErrors;
}

/**
 * Spec §5: a page is accepted only within 1..pages. A link to a page past the end (an old link, a typed
 * `?page=99999`) moves to the last page instead of showing an error: an answer past the end names the last
 * page in `meta.pages`; a page the api refuses outright costs one request more, for page 1, which names it.
 * Returns whether it is moving, so the list shows its skeletons rather than the refusal meanwhile.
 */
export function useLastPageClamp(request: ItemsListInput, query: UseQueryResult<ItemsListResponse>, goToPage: (page: number) => void): boolean {
  const queryClient = useQueryClient();
  const locale = useRequestLocale();
  const page = Number(request.page ?? 1);
  const answered = query.isPlaceholderData ? undefined : query.data;
  const pastTheEnd = answered !== undefined && answered.meta.pages > 0 && page > answered.meta.pages;
  const refused = query.isError && isPageRefusal(query.error);

  useEffect(() => {
    if (pastTheEnd) {
      goToPage(answered.meta.pages);
      return;
    }
    if (!refused) return;
    let current = true;
    void queryClient
      .fetchQuery(itemsQueryOptions({ ...request, page: 1 }, locale))
      .then((first) => {
        if (current) goToPage(Math.max(1, first.meta.pages));
      })
      // Page 1 could not be read either: go there, where its own error shows.
      .catch(() => {
        if (current) goToPage(1);
      });
    return () => {
      current = false;
    };
  }, [pastTheEnd, refused, answered, request, locale, queryClient, goToPage]);

  return pastTheEnd || refused;
}
