import type { MouseEvent } from 'react';
import { ImageWithFallback } from '../ui/image-with-fallback.tsx';
import './search-suggestions.css';

/** One suggestion of the header search: what it says, and where picking it leads. */
export interface SearchSuggestion {
  key: string;
  label: string;
  hint?: string;
  /** A picture of what is picked (an item's icon, with the art tried when it cannot load). */
  image?: { src: string; fallbackSrc?: string };
  /** What it costs, written in the visitor's currency. */
  price?: string;
  to: string;
}

export interface SearchSuggestionGroup {
  key: string;
  label: string;
  options: SearchSuggestion[];
}

export interface SearchSuggestionsProps {
  id: string;
  label: string;
  groups: SearchSuggestionGroup[];
  /** The key of the option the arrow keys are on (aria-activedescendant of the input). */
  activeKey: string | undefined;
  onPick: (option: SearchSuggestion) => void;
}

/** The id of an option's element, for the input's aria-activedescendant. */
export const suggestionId = (listId: string, key: string) => `${listId}-${key.replace(/[^\w-]/g, '_')}`;

/** The popup list of the search combobox (WAI-ARIA combobox with a grouped listbox). */
export function SearchSuggestions({ id, label, groups, activeKey, onPick }: SearchSuggestionsProps) {
  // A press must not take the focus from the input (which would close the list before the click lands).
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <div id={id} role="listbox" aria-label={label} className="search-suggestions" onMouseDown={keepFocus}>
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="search-suggestions__group">
          <div id={`${id}-${group.key}`} role="presentation" className="search-suggestions__heading">
            {group.label}
          </div>
          {group.options.map((option) => (
            <div
              key={option.key}
              id={suggestionId(id, option.key)}
              role="option"
              aria-selected={option.key === activeKey}
              className="search-suggestions__option"
              onClick={() => onPick(option)}
            >
              {option.image ? (
                <ImageWithFallback key={option.image.src} src={option.image.src} fallbackSrc={option.image.fallbackSrc} alt="" className="search-suggestions__image" />
              ) : null}
              <span className="search-suggestions__text">
                <span className="search-suggestions__label">{option.label}</span>
                {option.hint ? <span className="search-suggestions__hint">{option.hint}</span> : null}
              </span>
              {option.price ? <span className="search-suggestions__price">{option.price}</span> : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
