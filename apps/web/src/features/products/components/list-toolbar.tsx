import type { PageMeta, SortDirection } from '@skins/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { SortSelect } from './sort-select.tsx';

export interface ListToolbarProps {
  meta: PageMeta | undefined;
  busy: boolean;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
  sort: SortDirection | undefined;
  onSort: (sort: SortDirection | undefined) => void;
}

const FILTER_ICON = 'M3 5h18M6 12h12M10 19h4';

export function ListToolbar({ meta, busy, panelId, panelOpen, onTogglePanel, sort, onSort }: ListToolbarProps) {
  const t = useT();
  const count = meta?.total.toLocaleString('en-US');
  return (
    <div className="product-list__toolbar">
      <div className="product-list__toolbar-start">
        <button type="button" className="button button--ghost product-list__toggle" aria-expanded={panelOpen} aria-controls={panelId} onClick={onTogglePanel}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d={FILTER_ICON} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {panelOpen ? t('products.filters.close') : t('products.filters.open')}
        </button>
        <p className="product-list__count" aria-live="polite">
          {meta ? t(meta.total_is_estimate ? 'products.resultsCountEstimate' : 'products.resultsCount', { count: count ?? 0 }) : ''}
          {busy ? <Spinner size={16} /> : null}
        </p>
      </div>
      <SortSelect value={sort} onChange={onSort} />
    </div>
  );
}
