import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { SearchIcon } from '../icons/search-icon.tsx';
import './search-box.css';

export interface SearchBoxProps {
  /** The search in force; remount the box (key) when it changes from outside. */
  initialValue: string;
  onSearch: (text: string) => void;
}

export function SearchBox({ initialValue, onSearch }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initialValue);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
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
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label={t('header.searchButton')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
