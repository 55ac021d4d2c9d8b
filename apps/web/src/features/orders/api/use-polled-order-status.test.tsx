import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/api-stub.ts';
import { usePolledOrderStatus } from './use-polled-order-status.ts';

const order = (status: string) => json({ status: 'OK', order: { id: 7, status, message: null, amount: 12.5, currency: 'EUR' } });

function poll(answer: (call: number, signal: AbortSignal | undefined) => Promise<Response>) {
  let calls = 0;
  const signals: Array<AbortSignal | undefined> = [];
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    calls += 1;
    signals.push(init?.signal ?? undefined);
    return answer(calls, init?.signal ?? undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => usePolledOrderStatus(7), { wrapper });
  return { hook, fetchMock, signals };
}

describe('usePolledOrderStatus (spec §4 Processing page, on TanStack Query refetchInterval)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks at once, then 5 s after each answer, until the order settles', async () => {
    const statuses = ['pending', 'processing', 'completed'];
    const { hook, fetchMock } = poll(async (call) => order(statuses[call - 1] ?? 'pending'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The answer is read a tick after it arrives; the next request follows 5 s after that.
    await vi.advanceTimersByTimeAsync(5050);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(hook.result.current).toMatchObject({ attempts: 3, outcome: 'success' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never overlaps: a slow answer delays the next request', async () => {
    const { fetchMock } = poll(() => new Promise((resolve) => setTimeout(() => resolve(order('pending')), 12_000)));
    await vi.advanceTimersByTimeAsync(16_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('counts failed requests as attempts and gives up after 30', async () => {
    const { hook, fetchMock } = poll(async () => json({ status: 'ERROR', code: 'INTERNAL', message: 'Internal server error' }, 500));
    await vi.advanceTimersByTimeAsync(31 * 5000);
    expect(fetchMock).toHaveBeenCalledTimes(30);
    expect(hook.result.current).toMatchObject({ attempts: 30, failedCheck: true, gaveUp: true, outcome: null });
  });

  it('stops when the page is left: no further requests, the running one aborted', async () => {
    const { hook, fetchMock, signals } = poll(() => new Promise((resolve) => setTimeout(() => resolve(order('pending')), 1000)));
    await vi.advanceTimersByTimeAsync(0);
    hook.unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});
