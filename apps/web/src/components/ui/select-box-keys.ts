/**
 * Keyboard behaviour of the select box (spec §2: type-ahead with prefix match on the label, arrow keys,
 * Enter or Space, Escape, Backspace), as a pure function so it can be tested without a DOM.
 */
export interface SelectBoxState {
  open: boolean;
  /** What the visitor has typed since the list opened. */
  query: string;
  /** Index of the highlighted option within the filtered list, or -1. */
  active: number;
}

export const CLOSED: SelectBoxState = { open: false, query: '', active: -1 };

export interface KeyResult {
  state: SelectBoxState;
  /** Index (into all labels) of the option chosen by this key. */
  select?: number;
  /** Whether the key was used (the caller then prevents its default). */
  handled: boolean;
}

/** The indexes of the labels that start with `query`, case-insensitively; all of them for no query. */
export function matchingOptions(labels: readonly string[], query: string): number[] {
  const prefix = query.toLocaleLowerCase();
  const indexes: number[] = [];
  labels.forEach((label, index) => {
    if (label.toLocaleLowerCase().startsWith(prefix)) indexes.push(index);
  });
  return indexes;
}

function opened(labels: readonly string[], selected: number, query = ''): SelectBoxState {
  const matches = matchingOptions(labels, query);
  const at = query ? 0 : Math.max(0, matches.indexOf(selected));
  return { open: true, query, active: matches.length > 0 ? at : -1 };
}

function isPrintable(key: string): boolean {
  return [...key].length === 1 && key !== ' ';
}

export function selectBoxKey(state: SelectBoxState, key: string, labels: readonly string[], selected: number): KeyResult {
  if (!state.open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) return { state: opened(labels, selected), handled: true };
    if (isPrintable(key)) return { state: opened(labels, selected, key), handled: true };
    return { state, handled: false };
  }

  const matches = matchingOptions(labels, state.query);
  const last = matches.length - 1;
  const move = (active: number): KeyResult => ({ state: { ...state, active: matches.length ? active : -1 }, handled: true });

  switch (key) {
    case 'ArrowDown':
      return move(state.active >= last ? 0 : state.active + 1);
    case 'ArrowUp':
      return move(state.active <= 0 ? last : state.active - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(last);
    case 'Enter':
    case ' ': {
      const chosen = matches[state.active];
      return chosen === undefined ? { state, handled: true } : { state: CLOSED, select: chosen, handled: true };
    }
    case 'Escape':
      return { state: CLOSED, handled: true };
    case 'Tab':
      return { state: CLOSED, handled: false };
    case 'Backspace':
      return { state: opened(labels, selected, state.query.slice(0, -1)), handled: true };
    default:
      if (isPrintable(key)) return { state: opened(labels, selected, state.query + key), handled: true };
      return { state, handled: false };
  }
}
