import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { CLOSED, matchingOptions, selectBoxKey } from './select-box-keys.ts';
import './select-box.css';

export interface SelectBoxOption {
  value: string;
  /** What the list shows and type-ahead matches against. */
  label: string;
}

export interface SelectBoxProps {
  /** The accessible name of the control. */
  label: string;
  options: readonly SelectBoxOption[];
  value: string;
  onChange: (value: string) => void;
  /** The closed control's content; the selected option's label by default. */
  renderValue?: (option: SelectBoxOption | undefined) => ReactNode;
  className?: string;
}

/**
 * A select-only combobox (WAI-ARIA pattern): the focus stays on the button, the highlighted option is
 * its active descendant. Typing filters the list by label prefix; a choice cannot be cleared.
 */
export function SelectBox({ label, options, value, onChange, renderValue, className }: SelectBoxProps) {
  const t = useT();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState(CLOSED);
  const labels = options.map((option) => option.label);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const matches = state.open ? matchingOptions(labels, state.query) : [];
  const activeIndex = matches[state.active];
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    setState(CLOSED);
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const result = selectBoxKey(state, event.key, labels, selectedIndex);
    if (result.handled) event.preventDefault();
    if (result.select !== undefined) choose(result.select);
    else setState(result.state);
  };

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState(CLOSED);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open]);

  useEffect(() => {
    if (activeIndex === undefined) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const selected = options[selectedIndex];
  const emptyText = options.length === 0 ? t('common.listEmpty') : matches.length === 0 ? t('common.noResults') : null;

  return (
    <div ref={rootRef} className={className ? `select-box ${className}` : 'select-box'} data-open={state.open || undefined}>
      <button
        type="button"
        className="select-box__button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={`${id}-list`}
        aria-activedescendant={state.open && activeIndex !== undefined ? optionId(activeIndex) : undefined}
        onClick={() => setState(state.open ? CLOSED : selectBoxKey(CLOSED, 'ArrowDown', labels, selectedIndex).state)}
        onKeyDown={onKeyDown}
        onBlur={() => setState(CLOSED)}
      >
        <span className="select-box__value">{renderValue ? renderValue(selected) : (selected?.label ?? '')}</span>
        <svg className="select-box__chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {state.open ? (
        // Pressing on the list must not take the focus from the button (the combobox keeps it).
        <div className="select-box__popup" onPointerDown={(event) => event.preventDefault()} onMouseDown={(event) => event.preventDefault()}>
          {state.query ? (
            <p className="select-box__query" aria-hidden="true">
              {state.query}
            </p>
          ) : null}
          <ul ref={listRef} id={`${id}-list`} className="select-box__list" role="listbox" aria-label={label}>
            {matches.map((index, position) => {
              const option = options[index];
              if (!option) return null;
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  data-index={index}
                  className="select-box__option"
                  role="option"
                  aria-selected={index === selectedIndex}
                  data-active={position === state.active || undefined}
                  onClick={() => choose(index)}
                >
                  {option.label}
                </li>
              );
            })}
          </ul>
          {emptyText ? (
            <p className="select-box__empty" role="status">
              {emptyText}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
