import { describe, expect, it } from 'vitest';
import { formatAxisDay, formatDay } from './format-day.ts';

describe('price history days (spec §9 DD.MM.YYYY)', () => {
  it('writes a calendar day as DD.MM.YYYY', () => {
    expect(formatDay('2026-11-07')).toBe('07.11.2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('names a chart tick by its UTC day, whatever the time of day', () => {
    expect(formatAxisDay(Date.parse('2026-11-07T12:00:00Z') / 1000)).toBe('07.11.2026');
    expect(formatAxisDay(Date.parse('2026-11-07T23:59:59Z') / 1000)).toBe('07.11.2026');
  });
});
