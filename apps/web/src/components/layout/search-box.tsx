import { SEARCH_DEBOUNCE_MS } from '@skins/shared';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useDebouncedInput } from '../../lib/use-debounced-input.ts';
import { SearchIcon } from '../icons/search-icon.tsx';
import './search-box.css';

export interface SearchBoxProps {
  /** The search in force; shown again when it changes from outside. */
  value: string;
  onSearch: (text: string) => void;
  /** Search as the visitor types (debounced, spec §9); otherwise only on Enter or the search button. */
  live?: boolean;
}

const trim = (text: string) => text.trim();

export function SearchBox({ value, onSearch, live = false }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const input = useDebouncedInput(value, onSearch, { delayMs: SEARCH_DEBOUNCE_MS, normalize: trim, live });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    input.flush();
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.search')}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('header.searchPlaceholder')}
        value={input.text}
        onChange={(event) => input.change(event.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label={t('header.searchButton')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
