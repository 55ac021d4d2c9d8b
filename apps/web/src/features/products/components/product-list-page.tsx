import { LIST_PAGE_SIZE_PANEL_OPEN } from '@skins/shared';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useProducts } from '../api/get-products.ts';
import { readListParams, writeListParams } from '../utils/list-params.ts';
import type { ListParams } from '../utils/list-params.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductListError } from './product-list-error.tsx';
import { SortSelect } from './sort-select.tsx';
import './product-list.css';

const PAGE_SIZE = LIST_PAGE_SIZE_PANEL_OPEN;

export function ProductListPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, sort } = readListParams(searchParams);
  const query = useProducts({ page, limit: PAGE_SIZE, sort });

  // `replace`: the list state is mirrored in the URL for sharing, without a history entry per click.
  const update = (changes: Partial<ListParams>) => setSearchParams((current) => writeListParams(current, changes), { replace: true });
  const reset = () => setSearchParams(new URLSearchParams(), { replace: true });

  const meta = query.data?.meta;
  const products = query.data?.payload;
  const countText = meta
    ? t(meta.total_is_estimate ? 'products.resultsCountEstimate' : 'products.resultsCount', { count: meta.total.toLocaleString('en-US') })
    : '';

  return (
    <div className="container product-list">
      <PageTitle title={t('products.titleAll')} />
      <header className="product-list__header">
        <p className="product-list__eyebrow">{t('products.heading')}</p>
        <h1 className="product-list__title">{t('products.titleAll')}</h1>
        <Breadcrumbs
          items={[
            { text: t('products.breadcrumbs.home'), to: '/' },
            { text: t('products.breadcrumbs.shop'), to: '/products/all/all' },
          ]}
        />
      </header>

      <div className="product-list__toolbar">
        <p className="product-list__count" aria-live="polite">
          {countText}
          {query.isFetching && query.isPlaceholderData ? <Spinner size={16} /> : null}
        </p>
        <SortSelect value={sort} onChange={(value) => update({ sort: value, page: 1 })} />
      </div>

      {query.isPending ? (
        <>
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <ProductGrid skeletons={PAGE_SIZE} />
        </>
      ) : query.isError ? (
        <ProductListError error={query.error} onRetry={() => void query.refetch()} onReset={reset} />
      ) : !products || products.length === 0 ? (
        <StatusMessage
          tone="empty"
          title={t('products.empty.title')}
          text={t('products.empty.text')}
          action={
            <button type="button" className="button button--primary" onClick={reset}>
              {t('products.empty.reset')}
            </button>
          }
        />
      ) : (
        <>
          <ProductGrid products={products} busy={query.isPlaceholderData} />
          {meta && meta.total > meta.limit ? (
            <Pagination page={page} pages={meta.pages} onPageChange={(next) => update({ page: next })} />
          ) : null}
        </>
      )}
    </div>
  );
}
