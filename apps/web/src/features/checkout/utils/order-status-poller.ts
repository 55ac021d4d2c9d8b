import { ORDER_STATUS_POLL_INTERVAL_MS, ORDER_STATUS_POLL_MAX_ATTEMPTS } from '@skins/shared';

/**
 * Spec §4 Processing page: status 2, 'approved' or 'completed' is a success; status 3, 'declined',
 * 'failed' or 'error' a failure, as are the api's 'canceled' and 'refund_required' (the buyer's payment did
 * not buy the items); anything else is still pending.
 */
export type PaymentState = 'success' | 'failure' | 'pending';

export function paymentState(status: string | number): PaymentState {
  const value = String(status).toLowerCase();
  if (['2', 'approved', 'completed', 'success', 'successful'].includes(value)) return 'success';
  if (['3', 'declined', 'failed', 'error', 'canceled', 'cancelled', 'refund_required'].includes(value)) return 'failure';
  return 'pending';
}

export type PollUpdate =
  | { kind: 'pending'; attempt: number }
  | { kind: 'error'; attempt: number }
  | { kind: 'settled'; attempt: number; state: 'success' | 'failure' }
  | { kind: 'gave-up'; attempt: number };

export interface PollerOptions {
  /** One status request; rejects on failure. The signal aborts it when polling stops. */
  check: (signal: AbortSignal) => Promise<string | number>;
  onUpdate: (update: PollUpdate) => void;
  intervalMs?: number;
  maxAttempts?: number;
  /** Timers (tests pass fakes). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Polls at once, then every `intervalMs` after the previous answer (so requests never overlap), at most
 * `maxAttempts` times; a failed request counts as an attempt. Returns `stop`, which cancels the pending
 * timer and aborts a running request (leaving the page).
 */
export function pollOrderStatus({
  check,
  onUpdate,
  intervalMs = ORDER_STATUS_POLL_INTERVAL_MS,
  maxAttempts = ORDER_STATUS_POLL_MAX_ATTEMPTS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: PollerOptions): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let timer: unknown = null;

  const run = async () => {
    timer = null;
    attempt += 1;
    let update: PollUpdate;
    try {
      const state = paymentState(await check(controller.signal));
      update = state === 'pending' ? { kind: 'pending', attempt } : { kind: 'settled', attempt, state };
    } catch {
      update = { kind: 'error', attempt };
    }
    if (controller.signal.aborted) return;
    onUpdate(update);
    if (update.kind === 'settled') return;
    if (attempt >= maxAttempts) {
      onUpdate({ kind: 'gave-up', attempt });
      return;
    }
    timer = setTimer(() => void run(), intervalMs);
  };

  void run();
  return () => {
    controller.abort();
    if (timer !== null) clearTimer(timer);
  };
}
