import type { LoaderFunctionArgs } from 'react-router-dom';
import { getPreferences } from '../../../lib/preferences.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { categoriesQueryOptions } from '../../categories/index.ts';
import { itemsListQuery, readListParams } from '../utils/list-params.ts';
import { WIDE_SCREEN_QUERY, pageSizeFor } from '../utils/page-size.ts';
import { filterDataQueryOptions } from './get-filter-data.ts';
import { itemsQueryOptions } from './get-items.ts';

/**
 * The list route's loader: starts the requests the page is about to make (with the same keys) while the
 * app is still starting, so the first products arrive one round trip sooner. It never waits for them.
 */
export function prefetchItemList({ request, params }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY).matches : true;
  const input = itemsListQuery(readListParams(url.searchParams), params, pageSizeFor(wide));
  const { currencyCode, languageId } = getPreferences();
  const locale = { currency: currencyCode, lang_id: languageId };
  void queryClient.prefetchQuery(itemsQueryOptions(input, locale));
  void queryClient.prefetchQuery(filterDataQueryOptions(locale));
  void queryClient.prefetchQuery(categoriesQueryOptions(locale));
  return null;
}
