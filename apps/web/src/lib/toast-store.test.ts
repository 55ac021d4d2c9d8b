import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_TOAST_DURATION_MS, clearToasts, getToasts, SESSION_TOAST_DURATION_MS, toast } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('closes a toast by itself after 2500 ms', () => {
    toast.success('Saved');
    expect(getToasts()).toMatchObject([{ kind: 'success', text: 'Saved', duration: 2500 }]);
    vi.advanceTimersByTime(2499);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('keeps session toasts for 3000 ms', () => {
    toast.error('Error occurred. Please log in again.', { duration: SESSION_TOAST_DURATION_MS });
    vi.advanceTimersByTime(2999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a toast that offers an action long enough to reach it', () => {
    toast.warning('Please login to add items to cart', { duration: SESSION_TOAST_DURATION_MS, action: { label: 'Sign in', to: '/sign-in' } });
    vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows the same message once and restarts its time', () => {
    toast.error('Please log in to access this page');
    vi.advanceTimersByTime(2000);
    toast.error('Please log in to access this page');
    toast.info('Please log in to access this page');
    expect(getToasts().map((item) => item.kind)).toEqual(['error', 'info']);
    vi.advanceTimersByTime(1000);
    expect(getToasts().map((item) => item.kind)).toEqual(['error', 'info']);
    vi.advanceTimersByTime(1500);
    expect(getToasts()).toEqual([]);
  });
});
