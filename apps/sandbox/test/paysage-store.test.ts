import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaysageStore, type Checkout } from '../src/paysage/store.ts';

const checkoutExpiringAt = (expiresAt: Date) =>
  ({ token: 't1', source: 'api', createdAt: new Date(), expiresAt, attempts: 1, transactionUids: [], expiryHandled: false }) as unknown as Checkout;

describe('checkout expiry timer', () => {
  afterEach(() => vi.useRealTimers());

  it('never reports a checkout expired before the clock reaches its expiry', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const checkout = checkoutExpiringAt(new Date('2026-11-25T12:00:01Z'));
    const expired: number[] = [];
    new PaysageStore().addCheckout(checkout, () => expired.push(Date.now()));
    // Node's timers run on a monotonic clock; the wall clock may lag it by a few milliseconds.
    vi.setSystemTime(new Date('2026-11-25T11:59:59.995Z'));
    vi.advanceTimersByTime(1_000);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(5);
    expect(expired).toEqual([checkout.expiresAt.getTime()]);
  });
});
