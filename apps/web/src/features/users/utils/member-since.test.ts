import { describe, expect, it } from 'vitest';
import { memberSinceDate } from './member-since.ts';

describe('member since (spec §3 created_at as MMM D, YYYY)', () => {
  it('formats the sign-up date without leading zeros', () => {
    expect(memberSinceDate('2026-11-04T10:00:00.000Z')).toBe('Nov 4, 2026');
    expect(memberSinceDate('2025-01-31T23:59:59.000Z')).toBe('Jan 31, 2025');
  });

  it('says it in the interface language', () => {
    expect(memberSinceDate('2026-11-27T10:00:00.000Z', 'ru')).toBe('27 нояб. 2026 г.');
    expect(memberSinceDate('2026-11-27T10:00:00.000Z', 'de')).toBe('27. Nov. 2026');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(memberSinceDate('not a date')).toBeNull();
  });
});
