import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOnceFlag, SESSION_EXPIRED_RESET_MS } from './session-expiry.ts';

describe('createOnceFlag (spec §4 Session: log out once)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets only the first of a burst act, and lowers itself after 3 s', () => {
    const flag = createOnceFlag(SESSION_EXPIRED_RESET_MS);
    expect(flag.raise()).toBe(true);
    expect(flag.raise()).toBe(false);
    expect(flag.isRaised()).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(flag.raise()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(flag.isRaised()).toBe(false);
    expect(flag.raise()).toBe(true);
  });
});
