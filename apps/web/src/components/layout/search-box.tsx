import { SEARCH_DEBOUNCE_MS } from '@skins/shared';
import { useEffect, useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { useDebouncedInput } from '../../lib/use-debounced-input.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SearchIcon } from '../icons/search-icon.tsx';
import { SearchSuggestions, suggestionId, type SearchSuggestion, type SearchSuggestionGroup } from './search-suggestions.tsx';
import './search-box.css';

export interface SearchBoxProps {
  /** The search in force; shown again when it changes from outside. */
  value: string;
  onSearch: (text: string) => void;
  /** Search as the visitor types (debounced, spec §9); otherwise only on Enter or the search button. */
  live?: boolean;
  /** Suggestions for what is typed (a combobox then): asked for with `onSuggestText`, debounced. */
  suggestions?: SearchSuggestionGroup[];
  /** The typed text once typing pauses, while the suggestions are wanted ('' when they are closed). */
  onSuggestText?: (text: string) => void;
}

const trim = (text: string) => text.trim();
const NO_GROUPS: SearchSuggestionGroup[] = [];

/**
 * The header search. With suggestions it is a WAI-ARIA combobox: the arrow keys move through the
 * suggestions, Enter picks the one they are on (a hero opens its list, an item its page) or, on the text,
 * searches as always; Escape closes the list.
 */
export function SearchBox({ value, onSearch, live = false, suggestions = NO_GROUPS, onSuggestText }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const input = useDebouncedInput(value, onSearch, { delayMs: SEARCH_DEBOUNCE_MS, normalize: trim, live });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const wanted = useDebouncedValue(open ? input.text.trim() : '', SEARCH_DEBOUNCE_MS);
  useEffect(() => onSuggestText?.(wanted), [wanted, onSuggestText]);

  const options = suggestions.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: SearchSuggestion) => {
    close();
    void navigate(option.to);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    input.flush();
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    const current = activeOption ? active : step === 1 ? -1 : options.length;
    setActive((current + step + options.length) % options.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // Escape closes the list only; a second one is the input's own (type=search clears it).
      event.preventDefault();
      close();
    }
  };

  const combobox = onSuggestText
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': activeOption ? suggestionId(listId, activeOption.key) : undefined,
      }
    : {};

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
        onChange={(event) => {
          input.change(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        {...combobox}
      />
      <button type="submit" className="search-box__button" aria-label={t('header.searchButton')}>
        <SearchIcon size={18} />
      </button>
      {expanded ? (
        <SearchSuggestions id={listId} label={t('header.suggestions')} groups={suggestions} activeKey={activeOption?.key} onPick={pick} />
      ) : null}
    </form>
  );
}
