/**
 * The phone country picker's type-to-find (spec §9: reset after 700 ms): keys typed in quick succession
 * build one query, matched as a case-insensitive prefix of the labels; a longer pause starts a new one.
 * Browsers' own select type-ahead waits about a second, so the picker does it itself.
 */
export const TYPE_TO_FIND_RESET_MS = 700;

export interface TypeToFindState {
  query: string;
  /** When the last key came (ms). */
  at: number;
}

export function typeToFind(state: TypeToFindState, key: string, now: number, labels: readonly string[]): { state: TypeToFindState; index: number | undefined } {
  const query = (now - state.at > TYPE_TO_FIND_RESET_MS ? '' : state.query) + key.toLocaleLowerCase();
  const index = labels.findIndex((label) => label.toLocaleLowerCase().startsWith(query));
  return { state: { query, at: now }, index: index === -1 ? undefined : index };
}
