/**
 * The order state machine (DESIGN.md, Payments). A provider transaction is an event; `nextOrderStatus`
 * says what it does to an order in a given state. Pure, so every ordering of events can be checked.
 *
 *   pending --(3-D Secure started)--> processing
 *   pending | processing --(paid)--> completed          (items still ours, or free to take again)
 *   pending | processing --(paid, items sold meanwhile)--> refund_required
 *   pending | processing --(declined / failed / expired)--> failed
 *   canceled (expired, items released) --(paid)--> completed | refund_required
 *   completed, failed --(paid)--> ... completed stays; a payment after a failure is still money received
 *
 * Terminal: completed and refund_required never change again through provider events, so a late
 * "failed" or a duplicate never undoes a payment (R3).
 */
import type { OrderStatus } from '@skins/db';

export type ProviderOutcome = 'paid' | 'declined' | 'in_progress' | 'ignored';

/** beGateway transaction statuses -> what they mean for the order. */
export function outcomeOf(providerStatus: string): ProviderOutcome {
  switch (providerStatus) {
    case 'successful':
      return 'paid';
    case 'failed':
    case 'declined':
    case 'expired':
    case 'error':
      return 'declined';
    case 'incomplete':
    case 'pending':
      return 'in_progress';
    default:
      return 'ignored';
  }
}

export type Transition =
  | { to: OrderStatus; needsItems: false }
  /** Paid: completed if the order's items can be (still are, or again are) taken, else refund_required. */
  | { to: 'completed'; needsItems: true }
  | null;

export function nextOrderStatus(current: OrderStatus, outcome: ProviderOutcome): Transition {
  if (current === 'completed' || current === 'refund_required') return null;
  switch (outcome) {
    case 'paid':
      return { to: 'completed', needsItems: true };
    case 'declined':
      return current === 'pending' || current === 'processing' ? { to: 'failed', needsItems: false } : null;
    case 'in_progress':
      return current === 'pending' ? { to: 'processing', needsItems: false } : null;
    case 'ignored':
      return null;
  }
}

/** Orders the reconciler and the expiry job still care about. */
export const OPEN_ORDER_STATUSES: OrderStatus[] = ['pending', 'processing'];
