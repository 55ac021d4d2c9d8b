import { SORT_VALUES } from '@skins/shared';
import type { SortDirection } from '@skins/shared';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';

export interface SortSelectProps {
  value: SortDirection | undefined;
  onChange: (value: SortDirection | undefined) => void;
}

function toSort(value: string): SortDirection | undefined {
  return SORT_VALUES.find((sort) => sort === value);
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('products.filters.sort')}
      </label>
      <select id={id} className="sort-select__control" value={value ?? ''} onChange={(event) => onChange(toSort(event.target.value))}>
        <option value="">{t('products.sort.placeholder')}</option>
        <option value="asc">{t('products.sort.asc')}</option>
        <option value="desc">{t('products.sort.desc')}</option>
      </select>
    </div>
  );
}
