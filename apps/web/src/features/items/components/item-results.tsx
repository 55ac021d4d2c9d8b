import type { ItemsListResponse } from '@skins/shared';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { ItemGrid } from './item-grid.tsx';
import { ItemListError } from './item-list-error.tsx';

export interface ItemResultsProps {
  data: ItemsListResponse | undefined;
  error: unknown;
  pending: boolean;
  busy: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onReset: () => void;
}

/** The grid with its states: skeletons, error, nothing found, products and pagination. */
export function ItemResults({ data, error, pending, busy, page, pageSize, onPage, onRetry, onReset }: ItemResultsProps) {
  const t = useT();
  if (pending) {
    return (
      <>
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <ItemGrid skeletons={pageSize} />
      </>
    );
  }
  if (error) return <ItemListError error={error} onRetry={onRetry} onReset={onReset} />;
  if (!data || data.payload.length === 0) {
    return (
      <StatusMessage
        tone="empty"
        title={t('products.empty.title')}
        text={t('products.empty.text')}
        action={
          <button type="button" className="button button--primary" onClick={onReset}>
            {t('products.empty.reset')}
          </button>
        }
      />
    );
  }
  const { meta } = data;
  return (
    <>
      <ItemGrid products={data.payload} busy={busy} />
      {meta.total > meta.limit ? <Pagination page={Math.min(page, Math.max(1, meta.pages))} pages={meta.pages} onPageChange={onPage} /> : null}
    </>
  );
}
