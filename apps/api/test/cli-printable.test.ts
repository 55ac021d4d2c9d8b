/**
 * What the staff CLI prints of user-provided text: control characters (C0, DEL, C1, the bidirectional
 * controls) arrive as visible escapes, never as bytes the terminal obeys (a title, a cleared screen, a colour,
 * a line read backwards). Pure functions: the table and detail printers every command uses.
 */
import { describe, expect, it } from 'vitest';
import { keyValues, printable, table } from '../src/cli/table.ts';

/** Any byte a terminal could act on, but line feed (the printers' own line breaks). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const OBEYED = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const HOSTILE = 'Pudge\u001b]0;pwned\u0007\u001b[2J\u009b31mred\u0085next\u202eevil\u0000';

describe('the CLI prints user text with its control characters escaped', () => {
  it('escapes ESC sequences, C1 controls, BEL, NUL and bidirectional overrides, and leaves letters alone', () => {
    expect(printable(HOSTILE)).toBe('Pudge\\u001B]0;pwned\\u0007\\u001B[2J\\u009B31mred\\u0085next\\u202Eevil\\u0000');
    expect(printable('Tornimäe 1, 東京, ¡olé! ß\u00a0€')).toBe('Tornimäe 1, 東京, ¡olé! ß\u00a0€');
    // Once escaped, nothing is left to escape: printing twice changes nothing.
    expect(printable(printable(HOSTILE))).toBe(printable(HOSTILE));
  });

  it('keeps line feeds and tabs of a whole text (a detail), never a carriage return that redraws a line', () => {
    expect(printable('first line\r\nsecond\tline\rover')).toBe('first line\nsecond\tline\\u000Dover');
  });

  it('in tables and key/value blocks, with the columns still aligned', () => {
    const rows = [
      { id: 1, name: HOSTILE },
      { id: 22, name: 'plain' },
    ];
    const printed = table(rows, [
      { header: 'ID', value: (row) => String(row.id), align: 'right' },
      { header: 'Name', value: (row) => row.name },
      { header: 'End', value: () => '|' },
    ]);
    expect(printed).not.toMatch(OBEYED);
    const lines = printed.split('\n');
    expect(lines[2]).toContain(printable(HOSTILE));
    // The last column starts at the same place on every line.
    expect(new Set(lines.slice(2).map((line) => [...line].indexOf('|'))).size).toBe(1);

    const details = keyValues([
      ['Buyer', HOSTILE],
      ['Note', 'line one\nline two'],
    ]);
    expect(details).not.toMatch(OBEYED);
    expect(details).toContain(printable(HOSTILE));
  });
});
