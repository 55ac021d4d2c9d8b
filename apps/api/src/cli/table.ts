/** Plain-text output: aligned tables and key/value blocks that read well in a terminal and in a log. */

export interface Column<Row> {
  header: string;
  value: (row: Row) => string | null | undefined;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

const EMPTY = '—';

export function table<Row>(rows: readonly Row[], columns: ReadonlyArray<Column<Row>>): string {
  const cells = rows.map((row) => columns.map((column) => clean(column.value(row))));
  const widths = columns.map((column, index) => Math.max(column.header.length, ...cells.map((line) => width(line[index] ?? ''))));
  const render = (line: readonly string[]) =>
    line
      .map((cell, index) => (columns[index]?.align === 'right' ? padStart(cell, widths[index] ?? 0) : padEnd(cell, widths[index] ?? 0)))
      .join('  ')
      .trimEnd();
  const header = render(columns.map((column) => column.header));
  const rule = widths.map((size) => '-'.repeat(size)).join('  ');
  return [header, rule, ...cells.map(render)].join('\n');
}

/** "Label   value" lines with the values aligned. */
export function keyValues(pairs: ReadonlyArray<readonly [string, string | null | undefined]>): string {
  const size = Math.max(...pairs.map(([key]) => key.length));
  return pairs.map(([key, value]) => `  ${key.padEnd(size)}  ${clean(value)}`).join('\n');
}

/** One line per cell: a newline inside a value would break the columns. */
function clean(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY : printable(value.replace(/\s+/g, ' ').trim());
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const OBEYED_BY_TERMINALS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * User text as the terminal should show it: every control character a terminal would obey (C0 but tab and
 * line feed, DEL, C1, whose U+009B opens an escape sequence as ESC [ does, and the bidirectional overrides
 * that print a line backwards) becomes a visible \uXXXX, so a buyer's text cannot retitle, clear, recolour or
 * rewrite staff's screen. The escape is JSON's own, so printed JSON still parses to the same values.
 */
export function printable(text: string): string {
  // A Windows line end is a line end; a carriage return alone would redraw the line it ends.
  return text.replace(/\r\n/g, '\n').replace(OBEYED_BY_TERMINALS, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/** Code points, not UTF-16 units, so "€" and "•" take one column. */
const width = (text: string) => [...text].length;
const padEnd = (text: string, size: number) => text + ' '.repeat(Math.max(0, size - width(text)));
const padStart = (text: string, size: number) => ' '.repeat(Math.max(0, size - width(text))) + text;

export function euro(amount: string | null | undefined): string | null {
  return amount === null || amount === undefined ? null : `€${amount}`;
}

/** "2026-11-21 10:42 UTC": unambiguous in every time zone the staff may sit in. */
export function when(iso: string | null | undefined): string | null {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : null;
}
