import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons/close-icon.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import './filter-drawer.css';

export interface FilterDrawerProps {
  /** 'Show 1,234 items': what closing the drawer reveals. */
  showLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a narrow screen (spec §2 'Open filters'): a drawer over the list, as phone shops have it,
 * instead of a panel that pushed the first result a screen or more down. The list updates behind it as boxes
 * are ticked; its own button closes it, and so do Escape and the backdrop.
 */
export function FilterDrawer({ showLabel, onClose, children }: FilterDrawerProps) {
  const t = useT();
  return (
    <ModalDialog id="filter-drawer" title={t('products.filters.title')} onClose={onClose} variant="drawer" className="filter-drawer">
      <button type="button" className="close-button" aria-label={t('products.filters.close')} onClick={onClose}>
        <CloseIcon size={20} />
      </button>
      {children}
      <div className="filter-drawer__footer">
        <button type="button" className="button button--primary filter-drawer__show" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
