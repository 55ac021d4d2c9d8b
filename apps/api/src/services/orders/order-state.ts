/**
 * The order state machine (DESIGN.md, Payments). A provider transaction is an event; `nextOrderStatus`
 * says what it does to an order in a given state. Pure, so every ordering of events can be checked.
 *
 *   pending --(3-D Secure started)--> processing
 *   pending | processing --(paid)--> completed          (items still ours, or free to take again)
 *   pending | processing --(paid, items sold meanwhile)--> refund_required
 *   pending | processing --(declined / failed / expired)--> failed
 *   pending | processing --(a test payment, in a live shop)--> failed   (apply-provider-transaction.ts)
 *   canceled (expired, items released) --(paid)--> completed | refund_required
 *   completed, failed --(paid)--> ... completed stays; a payment after a failure is still money received
 *
 * Terminal: completed and refund_required never change again through provider events, so a late
 * "failed" or a duplicate never undoes a payment (R3). Only confirmed refunds move them on:
 *
 *   completed | partly_refunded --(a refund of part)--> partly_refunded
 *   completed | partly_refunded | refund_required --(refunds of everything)--> refunded
 *
 * `nextOrderStatus` is pure, so every ordering of events can be checked; `moveOrder` below is the only
 * writer of an order's status.
 */
import { Prisma, type OrderStatus } from '@skins/db';

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

const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set(['completed', 'refund_required', 'refunded', 'partly_refunded']);

export function nextOrderStatus(current: OrderStatus, outcome: ProviderOutcome): Transition {
  if (PAID_STATUSES.has(current)) return null;
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

/** The failure reason of an order a test payment claimed to pay in a live shop (staff's attention list looks for it). */
export const TEST_PAYMENT_REFUSED = 'a test payment, refused: the shop takes only real payments (no money was taken)';

/** Orders the reconciler and the expiry job still care about. */
export const OPEN_ORDER_STATUSES: OrderStatus[] = ['pending', 'processing'];

/** Every move an order may make, whoever asks (provider event, expiry, a payment that could not start). */
const ALLOWED_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'completed', 'failed', 'canceled', 'refund_required'],
  processing: ['completed', 'failed', 'canceled', 'refund_required'],
  // A payment that arrives after the order expired or failed is still money received.
  canceled: ['completed', 'refund_required'],
  failed: ['completed', 'refund_required'],
  completed: ['partly_refunded', 'refunded'],
  refund_required: ['refunded'],
  partly_refunded: ['refunded'],
  refunded: [],
};

export type OrderStatusSource = 'checkout' | 'notification' | 'reconciler' | 'expiry' | 'refund' | 'balance';

export class IllegalOrderMove extends Error {
  override name = 'IllegalOrderMove';
}

/** What a move may record beside the status. */
export interface OrderMoveData {
  paysageUid?: string;
  paidAt?: Date;
  failureReason?: string | null;
}

export interface OrderMove {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  source: OrderStatusSource;
  note?: string | null;
  data?: OrderMoveData;
}

/**
 * The one place an order's status is written: the move must be allowed above, it happens only if the
 * order is still in `from` (a concurrent writer makes this one a no-op, answered false), and it is
 * recorded in the order's status history by the same statement (one round trip: payments apply under load).
 */
export async function moveOrder(tx: Prisma.TransactionClient, move: OrderMove): Promise<boolean> {
  const [row] = await tx.$queryRaw<Array<{ moved: boolean }>>`WITH ${moveCtes(move)} SELECT EXISTS (SELECT 1 FROM moved) AS moved`;
  return row?.moved ?? false;
}

/**
 * moveOrder's common table expressions (`moved`, `history`), for a statement that does more in the same round
 * trip (the payment sells the items and completes the order in one); nothing moves unless `when` holds.
 */
export function moveCtes(move: OrderMove, when: Prisma.Sql = Prisma.sql`true`): Prisma.Sql {
  if (!ALLOWED_MOVES[move.from].includes(move.to)) throw new IllegalOrderMove(`order ${move.orderId}: ${move.from} -> ${move.to} is not allowed`);
  const { paysageUid, paidAt, failureReason } = move.data ?? {};
  const sets = [Prisma.sql`status = ${move.to}::"OrderStatus"`, Prisma.sql`updated_at = now()`];
  if (paysageUid !== undefined) sets.push(Prisma.sql`paysage_uid = ${paysageUid}`);
  if (paidAt !== undefined) sets.push(Prisma.sql`paid_at = ${paidAt}::timestamp`);
  if (failureReason !== undefined) sets.push(Prisma.sql`failure_reason = ${failureReason}`);
  return Prisma.sql`
    moved AS (
      UPDATE orders SET ${Prisma.join(sets, ', ')} WHERE id = ${move.orderId} AND status = ${move.from}::"OrderStatus" AND ${when} RETURNING id
    ), history AS (
      INSERT INTO order_status_changes (order_id, from_status, to_status, source, note)
      SELECT id, ${move.from}::"OrderStatus", ${move.to}::"OrderStatus", ${move.source}, ${move.note ?? null} FROM moved
    )`;
}

/** A new order starts pending; its history starts with that. */
export async function recordOrderOpened(tx: Prisma.TransactionClient, orderId: number, source: OrderStatusSource, note?: string): Promise<void> {
  await tx.orderStatusChange.create({ data: { orderId, toStatus: 'pending', source, note: note ?? null } });
}
