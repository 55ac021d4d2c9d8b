import type { PageMeta, SortDirection } from '@skins/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useT, type Translate } from '../../../lib/i18n/index.ts';
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

/**
 * "1,234 items", "About 900,000 items", or, when the pages stop before the last match, how far they reach;
 * the numbers written as the interface language writes them (1 234, 1.234).
 */
function resultsCount(t: Translate, language: string, meta: PageMeta): string {
  const count = meta.total.toLocaleString(language);
  if (meta.reachable_total !== undefined) {
    const shown = meta.reachable_total.toLocaleString(language);
    return t(meta.total_is_estimate ? 'products.resultsCountCappedEstimate' : 'products.resultsCountCapped', { shown, count });
  }
  return t(meta.total_is_estimate ? 'products.resultsCountEstimate' : 'products.resultsCount', { count });
}

export function ListToolbar({ meta, busy, panelId, panelOpen, onTogglePanel, sort, onSort }: ListToolbarProps) {
  const t = useT();
  const language = useLocale();
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
          {meta ? resultsCount(t, language, meta) : ''}
          {busy ? <Spinner size={16} /> : null}
        </p>
      </div>
      <SortSelect value={sort} onChange={onSort} />
    </div>
  );
}
