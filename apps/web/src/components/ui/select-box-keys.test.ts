import { describe, expect, it } from 'vitest';
import { CLOSED, matchingOptions, selectBoxKey } from './select-box-keys.ts';
import type { SelectBoxState } from './select-box-keys.ts';

const LABELS = ['EUR €', 'USD $', 'GBP £', 'PLN zł', 'SEK kr'];

/** Feeds keys in order; returns the final state and every selection made. */
function press(keys: string[], selected = 0, start: SelectBoxState = CLOSED) {
  let state = start;
  const selections: number[] = [];
  for (const key of keys) {
    const result = selectBoxKey(state, key, LABELS, selected);
    state = result.state;
    if (result.select !== undefined) selections.push(result.select);
  }
  return { state, selections };
}

describe('matchingOptions', () => {
  it('matches label prefixes, ignoring case', () => {
    expect(matchingOptions(LABELS, 's')).toEqual([4]);
    expect(matchingOptions(LABELS, 'Us')).toEqual([1]);
    expect(matchingOptions(LABELS, '')).toEqual([0, 1, 2, 3, 4]);
    expect(matchingOptions(LABELS, 'sd')).toEqual([]);
  });
});

describe('selectBoxKey', () => {
  it('opens on the arrows, Enter and Space with the selected option highlighted', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(press([key], 2).state).toEqual({ open: true, query: '', active: 2 });
    }
    expect(selectBoxKey(CLOSED, 'Tab', LABELS, 0).handled).toBe(false);
  });

  it('moves with the arrows, wrapping at the ends, and jumps with Home and End', () => {
    expect(press(['ArrowDown', 'ArrowDown'], 0).state.active).toBe(1);
    expect(press(['ArrowDown', 'ArrowUp'], 0).state.active).toBe(4);
    expect(press(['ArrowDown', 'ArrowDown'], 4).state.active).toBe(0);
    expect(press(['ArrowDown', 'End'], 0).state.active).toBe(4);
    expect(press(['ArrowDown', 'Home'], 3).state.active).toBe(0);
  });

  it('chooses the highlighted option with Enter or Space and closes', () => {
    expect(press(['ArrowDown', 'ArrowDown', 'Enter'], 0)).toEqual({ state: CLOSED, selections: [1] });
    expect(press(['ArrowDown', 'ArrowUp', ' '], 0)).toEqual({ state: CLOSED, selections: [4] });
  });

  it('filters by the typed prefix and chooses the first match', () => {
    const typed = press(['g'], 0);
    expect(typed.state).toEqual({ open: true, query: 'g', active: 0 });
    expect(press(['p', 'l', 'Enter'], 0).selections).toEqual([3]);
    expect(press(['u', 's', 'd', ' '], 0).selections).toEqual([1]);
  });

  it('takes back typed letters with Backspace', () => {
    const { state } = press(['p', 'x'], 0);
    expect(matchingOptions(LABELS, state.query)).toEqual([]);
    expect(state.active).toBe(-1);
    const back = press(['Backspace'], 0, state);
    expect(back.state).toEqual({ open: true, query: 'p', active: 0 });
    expect(press(['Enter'], 0, back.state).selections).toEqual([3]);
  });

  it('does nothing on Enter when nothing matches, and Escape closes without choosing', () => {
    expect(press(['z', 'Enter'], 0)).toEqual({ state: { open: true, query: 'z', active: -1 }, selections: [] });
    expect(press(['ArrowDown', 'ArrowDown', 'Escape'], 0)).toEqual({ state: CLOSED, selections: [] });
  });
});
