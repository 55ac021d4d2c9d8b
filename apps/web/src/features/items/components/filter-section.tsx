import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { useLocale, useT } from '../../../lib/i18n/index.ts';

export interface FilterSectionProps {
  title: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Something drawn before a value's name (a rarity's colour). */
  decorate?: (value: string) => ReactNode;
  /** A value's name in the interface language (the values themselves go into the query as they are). */
  label?: (value: string) => string;
  /** How many listings on sale the value would match; undefined while the counts load. */
  count?: (value: string) => number | undefined;
}

/** Lists longer than this get a box to narrow them down by typing. */
const SEARCHABLE_FROM = 10;

/** Up and down arrows move between the section's filter box and its checkboxes. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input'));
  const index = stops.indexOf(document.activeElement as HTMLInputElement);
  if (index === -1) return;
  const next = stops[event.key === 'ArrowDown' ? Math.min(stops.length - 1, index + 1) : Math.max(0, index - 1)];
  event.preventDefault();
  next?.focus();
}

/** One multi-select filter of the side panel: a collapsible list of checkboxes. */
export function FilterSection({ title, options, selected, onChange, decorate, label = (value) => value, count }: FilterSectionProps) {
  const t = useT();
  const language = useLocale();
  const id = useId();
  const [narrow, setNarrow] = useState('');
  const chosen = new Set(selected);
  const needle = narrow.trim().toLocaleLowerCase();
  const shown = needle ? options.filter((option) => label(option).toLocaleLowerCase().includes(needle)) : options;

  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <Disclosure title={title} note={selected.length > 0 ? t('products.filters.selectedCount', { count: selected.length }) : undefined}>
      <div className="filter-section" onKeyDown={moveFocus}>
        {options.length > SEARCHABLE_FROM ? (
          <input
            type="search"
            className="filter-section__search"
            aria-label={t('products.filters.searchIn', { name: title })}
            placeholder={t('products.filters.searchIn', { name: title })}
            aria-controls={id}
            value={narrow}
            onChange={(event) => setNarrow(event.target.value)}
          />
        ) : null}
        {shown.length === 0 ? (
          <p className="filter-section__empty">{options.length === 0 ? t('common.listEmpty') : t('common.noResults')}</p>
        ) : null}
        <ul id={id} className="filter-section__options" aria-label={title}>
          {shown.map((option, index) => {
            const n = count?.(option);
            // The value's name names the checkbox ("Pudge", as the panel's tests and screen readers find it); its count describes it.
            const nameId = `${id}-${index}-name`;
            const countId = `${id}-${index}-count`;
            return (
              <li key={option}>
                <label className="filter-option">
                  <input
                    type="checkbox"
                    checked={chosen.has(option)}
                    aria-labelledby={nameId}
                    aria-describedby={n === undefined ? undefined : countId}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                  {decorate?.(option)}
                  <span id={nameId} className="filter-option__label">
                    {label(option)}
                  </span>
                  {n === undefined ? null : (
                    <span id={countId} className="filter-option__count">
                      {n.toLocaleString(language)}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </Disclosure>
  );
}

