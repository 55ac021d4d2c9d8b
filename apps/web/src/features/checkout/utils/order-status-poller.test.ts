import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentState, pollOrderStatus } from './order-status-poller.ts';
import type { PollUpdate } from './order-status-poller.ts';

describe('paymentState', () => {
  it('maps the order statuses of the api and the spec onto the processing page outcomes', () => {
    expect(['completed', 'approved', 2, 'COMPLETED'].map(paymentState)).toEqual(['success', 'success', 'success', 'success']);
    expect(['failed', 'canceled', 'refund_required', 'declined', 'error', 3].map(paymentState)).toEqual(Array(6).fill('failure'));
    expect(['pending', 'processing', 1, 'unknown'].map(paymentState)).toEqual(Array(4).fill('pending'));
  });
});

describe('pollOrderStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once, then 5 s after each answer, until the order settles', async () => {
    const answers = ['pending', 'processing', 'completed'];
    const check = vi.fn(async () => answers.shift() ?? 'pending');
    const updates: PollUpdate[] = [];
    pollOrderStatus({ check, onUpdate: (update) => updates.push(update) });

    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(updates).toEqual([
      { kind: 'pending', attempt: 1 },
      { kind: 'pending', attempt: 2 },
      { kind: 'settled', attempt: 3, state: 'success' },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('never overlaps: a slow answer delays the next request', async () => {
    let inFlight = 0;
    let most = 0;
    const check = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      inFlight -= 1;
      return 'pending';
    });
    pollOrderStatus({ check, onUpdate: () => {} });
    await vi.advanceTimersByTimeAsync(16_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('counts failed requests as attempts and gives up after 30', async () => {
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    const updates: PollUpdate[] = [];
    pollOrderStatus({ check, onUpdate: (update) => updates.push(update) });
    await vi.advanceTimersByTimeAsync(30 * 5000);
    expect(check).toHaveBeenCalledTimes(30);
    expect(updates.at(-2)).toEqual({ kind: 'error', attempt: 30 });
    expect(updates.at(-1)).toEqual({ kind: 'gave-up', attempt: 30 });
  });

  it('stops when the page is left: no further requests, the running one aborted', async () => {
    const signals: AbortSignal[] = [];
    const check = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      return 'pending';
    });
    const onUpdate = vi.fn();
    const stop = pollOrderStatus({ check, onUpdate });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});
