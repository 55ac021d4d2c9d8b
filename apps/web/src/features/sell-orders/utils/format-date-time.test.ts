import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('writes DD.MM.YYYY HH:mm in local time', () => {
    const local = new Date(2025, 0, 5, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('05.01.2025 09:07');
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
