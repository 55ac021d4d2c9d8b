import { describe, expect, it } from 'vitest';
import { BenchRows } from '../bench/rows.ts';

describe('bench rows', () => {
  it('prints each row when it is measured, not at the end', async () => {
    const printed: string[] = [];
    const rows = new BenchRows((line) => printed.push(line));
    rows.note('first goal', '12 ms', true);
    expect(printed).toEqual(['met      first goal: 12 ms']);
    rows.info('a figure', '3 req/s');
    rows.note('second goal', '80 ms', false);
    expect(printed).toEqual(['met      first goal: 12 ms', '         (info) a figure: 3 req/s', 'NOT MET  second goal: 80 ms']);
  });

  it('keeps the rows before a failed part and goes on after it', async () => {
    const printed: string[] = [];
    const rows = new BenchRows((line) => printed.push(line));
    await rows.part('headline', async () => rows.note('headline goal', '1 ms', true));
    await rows.part('first-load', async () => {
      rows.note('bytes sent', '90 kB', true);
      throw new Error('Timeout 10000ms exceeded');
    });
    await rows.part('search', async () => rows.note('suggestions goal', '9 ms', true));
    expect(printed).toEqual([
      'met      headline goal: 1 ms',
      'met      bytes sent: 90 kB',
      'FAILED   first-load: failed: Timeout 10000ms exceeded',
      'met      suggestions goal: 9 ms',
    ]);
    expect(rows.failed).toBe(true);
    expect(rows.table()).toHaveLength(4);
    expect(rows.table()[2]).toMatch(/^first-load +\| +failed: Timeout 10000ms exceeded +\| +FAILED$/);
  });
});
