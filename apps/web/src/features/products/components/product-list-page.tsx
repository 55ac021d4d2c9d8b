import { LIST_FETCH_DEBOUNCE_MS } from '@skins/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { matchCategoryPath, useCategories } from '../../categories/index.ts';
import { useFilterData } from '../api/get-filter-data.ts';
import { useProducts } from '../api/get-products.ts';
import type { ItemsListInput } from '../api/get-products.ts';
import { listBreadcrumbs, listTitle } from '../utils/list-heading.ts';
import { changeListParams, clearListFilters, hasActiveFilters, itemsListQuery, readListParams, writeListParams } from '../utils/list-params.ts';
import type { ListParamsChange } from '../utils/list-params.ts';
import { WIDE_SCREEN_QUERY, pageSizeFor, recalculatePage } from '../utils/page-size.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ProductListHeader } from './product-list-header.tsx';
import { ProductResults } from './product-results.tsx';
import './product-list.css';

export function ProductListPage() {
  const panelId = useId();
  const navigate = useNavigate();
  const { category, subcategory } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readListParams(searchParams);

  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const panelOpen = panelChoice ?? wide;
  const pageSize = pageSizeFor(panelOpen);

  // The URL is the state (replace, not push): shareable, and an outside change (back, a link) re-reads it.
  // flushSync: a router update is otherwise a transition, and a ticked checkbox would spring back until it lands.
  const update = (changes: ListParamsChange) =>
    setSearchParams((current) => changeListParams(current, changes), { replace: true, flushSync: true });

  // When the panel changes the page size, move to the page that still shows the first product in view.
  const shownSize = useRef(pageSize);
  useEffect(() => {
    const from = shownSize.current;
    if (from === pageSize) return;
    shownSize.current = pageSize;
    setSearchParams((current) => writeListParams(current, { page: recalculatePage(readListParams(current).page, from, pageSize) }), { replace: true });
  }, [pageSize, setSearchParams]);

  const { data: categoryTree = [] } = useCategories();
  const categoryPath = useMemo(() => matchCategoryPath(categoryTree, category, subcategory), [categoryTree, category, subcategory]);
  const filterData = useFilterData();

  // Spec §9: the list is fetched 400 ms after the last change, so a burst of clicks makes one request.
  const requestKey = JSON.stringify(itemsListQuery(list, { category, subcategory }, pageSize));
  const settledKey = useDebouncedValue(requestKey, LIST_FETCH_DEBOUNCE_MS);
  const request = useMemo(() => JSON.parse(settledKey) as ItemsListInput, [settledKey]);
  const query = useProducts(request);
  const busy = requestKey !== settledKey || (query.isFetching && query.isPlaceholderData);

  const reset = () => {
    if (hasActiveFilters(list)) setSearchParams((current) => clearListFilters(current), { replace: true });
    else void navigate('/products/all/all');
  };

  return (
    <div className="container product-list">
      <ProductListHeader title={listTitle(list, categoryPath)} crumbs={listBreadcrumbs(list, categoryPath)} />
      <ListToolbar
        meta={query.data?.meta}
        busy={busy && !query.isPending}
        panelId={panelId}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelChoice(!panelOpen)}
        sort={list.sort}
        onSort={(sort) => update({ sort })}
      />
      <div className="product-list__layout" data-panel={panelOpen ? 'open' : 'closed'}>
        {panelOpen ? <FilterPanel id={panelId} data={filterData.data} list={list} onChange={update} onClear={reset} /> : null}
        <div className="product-list__results">
          <ProductResults
            data={query.data}
            error={query.isError ? query.error : null}
            pending={query.isPending}
            busy={busy}
            page={list.page}
            pageSize={pageSize}
            onPage={(page) => update({ page })}
            onRetry={() => void query.refetch()}
            onReset={reset}
          />
        </div>
      </div>
    </div>
  );
}
