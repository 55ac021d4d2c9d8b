import { describe, expect, it } from 'vitest';
import { TYPE_TO_FIND_RESET_MS, typeToFind } from './type-to-find.ts';

const LABELS = ['Latvia', 'Lebanon', 'Liechtenstein', 'Lithuania', 'United Kingdom', 'United States'];
const START = { query: '', at: Number.NEGATIVE_INFINITY };

describe('typeToFind (spec §9: the country picker forgets what was typed after 700 ms)', () => {
  it('narrows to the first label starting with what is typed in quick succession', () => {
    const first = typeToFind(START, 'l', 1000, LABELS);
    expect(first.index).toBe(0);
    const second = typeToFind(first.state, 'i', 1000 + 300, LABELS);
    expect(second).toEqual({ state: { query: 'li', at: 1300 }, index: 2 });
    expect(typeToFind(second.state, 't', 1300 + 300, LABELS).index).toBe(3);
  });

  it('starts again after a pause of more than 700 ms', () => {
    const first = typeToFind(START, 'u', 1000, LABELS);
    const later = typeToFind(first.state, 'l', 1000 + TYPE_TO_FIND_RESET_MS + 1, LABELS);
    expect(later).toEqual({ state: { query: 'l', at: 1701 }, index: 0 });
    const quick = typeToFind(first.state, 'n', 1000 + TYPE_TO_FIND_RESET_MS, LABELS);
    expect(quick.index).toBe(4);
  });

  it('finds nothing for a query no label starts with', () => {
    expect(typeToFind(START, 'x', 0, LABELS).index).toBeUndefined();
  });
});
