import { MOBILE_BREAKPOINT_PX } from '@skins/shared';
import type { KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ChevronLeftIcon } from '../icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../icons/chevron-right-icon.tsx';
import { paginationItems } from './pagination-items.ts';
import './pagination.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Overrides the viewport check (tests, or a narrow container on a wide screen). */
  compact?: boolean;
}

const COMPACT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Arrow keys, Home and End move the focus between the bar's enabled buttons. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  if (buttons.length === 0) return;
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowLeft' ? Math.max(0, index - 1) : Math.min(last, index + 1);
  event.preventDefault();
  buttons[next]?.focus();
}

export function Pagination({ page, pages, onPageChange, compact }: PaginationProps) {
  const t = useT();
  const narrow = useMediaQuery(COMPACT_QUERY);
  const isCompact = compact ?? narrow;
  if (pages <= 1) return null;

  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pages) onPageChange(target);
  };

  return (
    <nav className="pagination" aria-label={t('products.pagination.label')} onKeyDown={moveFocus}>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('products.pagination.previous')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeftIcon size={18} />
      </button>
      {isCompact ? (
        <span className="pagination__compact" aria-live="polite">
          {t('products.pagination.compact', { page, pages })}
        </span>
      ) : (
        <ul className="pagination__list">
          {paginationItems(page, pages).map((item) =>
            item.type === 'ellipsis' ? (
              <li key={`ellipsis-${item.position}`} className="pagination__ellipsis" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className="pagination__page"
                  aria-label={t('products.pagination.page', { page: item.page })}
                  aria-current={item.page === page ? 'page' : undefined}
                  onClick={() => go(item.page)}
                >
                  {item.page}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <button
        type="button"
        className="pagination__step"
        aria-label={t('products.pagination.next')}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
