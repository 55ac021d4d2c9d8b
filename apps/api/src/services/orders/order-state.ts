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
import type { Expression, SqlBool } from 'kysely';
import type { Db, OrderStatus, Prisma } from '@skins/db';
import { cteStep, queryFirst, sql, statements } from '@skins/db/sql';

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
export async function moveOrder(tx: Db, move: OrderMove): Promise<boolean> {
  const statement = withOrderMove(statements, move).selectNoFrom((eb) => eb.exists(eb.selectFrom('moved').select('moved.id')).as('moved'));
  const row = await queryFirst(tx, statement);
  return row?.moved === true;
}

/**
 * moveOrder's common table expressions (`moved`, `history`), for a statement that does more in the same round
 * trip (the payment sells the items and completes the order in one); nothing moves unless `when` holds.
 */
export const withOrderMove = cteStep((qc, move: OrderMove, when: Expression<SqlBool> = sql<SqlBool>`true`) => {
  if (!ALLOWED_MOVES[move.from].includes(move.to)) throw new IllegalOrderMove(`order ${move.orderId}: ${move.from} -> ${move.to} is not allowed`);
  const { paysageUid, paidAt, failureReason } = move.data ?? {};
  return qc
    .with('moved', (db) =>
      db
        .updateTable('orders')
        .set({
          status: move.to,
          updated_at: sql`now()`,
          ...(paysageUid !== undefined ? { paysage_uid: paysageUid } : {}),
          ...(paidAt !== undefined ? { paid_at: paidAt } : {}),
          ...(failureReason !== undefined ? { failure_reason: failureReason } : {}),
        })
        .where('orders.id', '=', move.orderId)
        .where('orders.status', '=', move.from)
        .where(when)
        .returning('orders.id'),
    )
    .with('history', (db) =>
      db
        .insertInto('order_status_changes')
        .columns(['order_id', 'from_status', 'to_status', 'source', 'note'])
        .expression((eb) =>
          eb
            .selectFrom('moved')
            .select([
              'moved.id as order_id',
              sql<OrderStatus>`${move.from}::"OrderStatus"`.as('from_status'),
              sql<OrderStatus>`${move.to}::"OrderStatus"`.as('to_status'),
              sql.val(move.source).as('source'),
              sql<string | null>`${move.note ?? null}::text`.as('note'),
            ]),
        ),
    );
});

/** A new order starts pending; its history starts with that. */
export async function recordOrderOpened(tx: Prisma.TransactionClient, orderId: number, source: OrderStatusSource, note?: string): Promise<void> {
  await tx.orderStatusChange.create({ data: { orderId, toStatus: 'pending', source, note: note ?? null } });
}
