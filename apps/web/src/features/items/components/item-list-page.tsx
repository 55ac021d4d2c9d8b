import { LIST_FETCH_DEBOUNCE_MS } from '@skins/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useLocale, useT } from '../../../lib/i18n/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { categoriesFailureText, matchCategoryPath, namesCategory, useCategories } from '../../categories/index.ts';
import { NotFoundPage } from '../../not-found/index.ts';
import { useFilterCounts } from '../api/get-filter-counts.ts';
import { useFilterData } from '../api/get-filter-data.ts';
import { useItems } from '../api/get-items.ts';
import type { ItemsListInput } from '../api/get-items.ts';
import { useLastPageClamp } from '../api/use-last-page-clamp.ts';
import { listBreadcrumbs, listTitle } from '../utils/list-heading.ts';
import { canonicalValues, changeListParams, clearListFilters, hasActiveFilters, itemsListQuery, readListParams, writeListParams } from '../utils/list-params.ts';
import type { ListParamsChange } from '../utils/list-params.ts';
import { WIDE_SCREEN_QUERY, pageSizeFor, recalculatePage } from '../utils/page-size.ts';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ItemListHeader } from './item-list-header.tsx';
import { ItemResults } from './item-results.tsx';
import './item-list.css';

const isTyped = (changes: ListParamsChange) => 'priceFrom' in changes || 'priceTill' in changes || 'search' in changes;

export function ItemListPage() {
  const t = useT();
  const language = useLocale();
  const panelId = useId();
  const navigate = useNavigate();
  const { category, subcategory } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readListParams(searchParams);

  // Wide screens show the panel beside the list; narrower ones open it as a drawer over the list, which
  // leaves the list's page size alone.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const panelOpen = panelChoice ?? wide;
  const pageSize = pageSizeFor(panelOpen && wide);

  // The URL is the state: shareable, and an outside change (Back, a link) re-reads it. A committed choice (a
  // box ticked, a sort, a page) is its own history entry, so Back undoes it; typed text replaces
  // the entry it is typed on, or every pause in typing would cost the visitor one more Back (spec §4).
  // flushSync: a router update is otherwise a transition, and a ticked checkbox would spring back until it lands.
  const update = (changes: ListParamsChange) =>
    setSearchParams((current) => changeListParams(current, changes), { replace: isTyped(changes), flushSync: true });

  // When the panel changes the page size, move to the page that still shows the first product in view.
  const shownSize = useRef(pageSize);
  useEffect(() => {
    const from = shownSize.current;
    if (from === pageSize) return;
    shownSize.current = pageSize;
    setSearchParams((current) => writeListParams(current, { page: recalculatePage(readListParams(current).page, from, pageSize) }), { replace: true });
  }, [pageSize, setSearchParams]);

  const categories = useCategories();
  const categoryPath = useMemo(() => matchCategoryPath(categories.data ?? [], category, subcategory), [categories.data, category, subcategory]);
  const filterData = useFilterData();
  // `?hero=pudge` (typed, or from an old link) names the hero the catalogue spells 'Pudge'.
  const heroes = filterData.data?.heroes;
  useEffect(() => {
    const spelled = heroes ? canonicalValues(list.filters.hero, heroes) : null;
    if (spelled) setSearchParams((current) => changeListParams(current, { filters: { hero: spelled } }), { replace: true });
  }, [heroes, list.filters.hero, setSearchParams]);

  // Spec §9: the list is fetched 400 ms after the last change, so a burst of clicks makes one request.
  const requestKey = JSON.stringify(itemsListQuery(list, { category, subcategory }, pageSize));
  const settledKey = useDebouncedValue(requestKey, LIST_FETCH_DEBOUNCE_MS);
  const request = useMemo(() => JSON.parse(settledKey) as ItemsListInput, [settledKey]);
  const query = useItems(request);
  const busy = requestKey !== settledKey || (query.isFetching && query.isPlaceholderData);
  const goToPage = useCallback((page: number) => setSearchParams((current) => writeListParams(current, { page }), { replace: true }), [setSearchParams]);
  const clamping = useLastPageClamp(request, query, goToPage);
  const filterCounts = useFilterCounts(request);

  const reset = () => {
    if (hasActiveFilters(list)) setSearchParams((current) => clearListFilters(current));
    else void navigate('/products/all/all');
  };

  const filterPanel = <FilterPanel id={panelId} data={filterData.data} counts={filterCounts.data} list={list} onChange={update} onClear={reset} embedded={!wide} />;

  // Spec §2: a category path that matches no category is not found, rather than every product under 'All products'.
  if (categories.data && namesCategory(category, subcategory) && categoryPath.length === 0) return <NotFoundPage />;

  return (
    <div className="container product-list">
      <ItemListHeader title={listTitle(list, categoryPath)} crumbs={listBreadcrumbs(list, categoryPath)} />
      {categories.isError ? <FormAlert tone="info">{categoriesFailureText(categories.error, t)}</FormAlert> : null}
      <ListToolbar
        meta={query.data?.meta}
        busy={busy && !query.isPending}
        panelId={panelId}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelChoice(!panelOpen)}
        sort={list.sort}
        onSort={(sort) => update({ sort })}
      />
      <div className="product-list__layout" data-panel={panelOpen && wide ? 'open' : 'closed'}>
        {panelOpen && wide ? filterPanel : null}
        <div className="product-list__results">
          <ItemResults
            data={query.data}
            error={query.isError && !clamping ? query.error : null}
            pending={query.isPending || clamping}
            busy={busy}
            page={list.page}
            pageSize={pageSize}
            onPage={(page) => update({ page })}
            onRetry={() => void query.refetch()}
            onReset={reset}
          />
        </div>
      </div>
      {panelOpen && !wide ? (
        <FilterDrawer showLabel={t('products.filters.showResults', { count: query.data ? query.data.meta.total.toLocaleString(language) : '…' })} onClose={() => setPanelChoice(false)}>
          {filterPanel}
        </FilterDrawer>
      ) : null}
    </div>
  );
}
