import { ORDER_STATUS_POLL_INTERVAL_MS, ORDER_STATUS_POLL_MAX_ATTEMPTS } from '@skins/shared';
import type { OrderStatusName } from '@skins/shared';

/**
 * Spec §4 Processing page: a completed order is a success; a failed, canceled or refund_required one a
 * failure (the buyer's payment did not buy the items); pending and processing are still pending.
 */
export type PaymentState = 'success' | 'failure' | 'pending';

const PAYMENT_STATES: Record<OrderStatusName, PaymentState> = {
  completed: 'success',
  failed: 'failure',
  canceled: 'failure',
  refund_required: 'failure',
  // Refunds follow a completed payment (a delivery that failed): the payment itself went through.
  refunded: 'success',
  partly_refunded: 'success',
  pending: 'pending',
  processing: 'pending',
};

export function paymentState(status: OrderStatusName): PaymentState {
  return PAYMENT_STATES[status];
}

export interface PollProgress {
  /** Requests answered so far, failed ones included (each counts as an attempt). */
  attempts: number;
  settled: boolean;
}

/**
 * TanStack Query's `refetchInterval` for the processing page: the next request `intervalMs` after the
 * previous answer, until the order settles or `maxAttempts` requests were made.
 */
export function nextPollDelay({ attempts, settled }: PollProgress, intervalMs = ORDER_STATUS_POLL_INTERVAL_MS, maxAttempts = ORDER_STATUS_POLL_MAX_ATTEMPTS): number | false {
  return settled || attempts >= maxAttempts ? false : intervalMs;
}
