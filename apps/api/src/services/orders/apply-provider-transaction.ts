/**
 * Applies one provider transaction to its order: the single path for notifications and the reconciler
 * (DESIGN.md, Payments; R1-R5, I2). In one database transaction it
 *   1. locks the order row (events for one order are applied one at a time),
 *   2. refuses a transaction whose amount or currency differ from what the order charged; when that
 *      transaction took money, the order goes to refund_required (never completed) for staff to refund,
 *   3. records the event under a unique (provider, uid, status) key, so a duplicate changes nothing,
 *   4. moves the order as the state machine says and does what that move means for its items: a paid
 *      cart order's items are sold and their deliveries (Steam trade offers) start, in this same transaction.
 * A live shop (not in test mode) never applies a transaction the provider marks as a test one: no money moved.
 * Steps 1 and 3 are one statement, and a paid cart order's step 4 is another (sell-order-items.ts): the order's
 * lock is held, and a pooled connection taken, for as few round trips as the checks allow.
 */
import type { SqlBool } from 'kysely';
import type { Prisma, OrderStatus, PrismaClient } from '@skins/db';
import { queryFirst, sql, statements, type TableRow } from '@skins/db/sql';
import { minorUnitsToDecimalString } from '@skins/shared';
import { moveOrder, nextOrderStatus, OPEN_ORDER_STATUSES, outcomeOf, TEST_PAYMENT_REFUSED } from './order-state.ts';
import { releaseOrderItems } from './release-order-items.ts';
import { sellOrderItems } from './sell-order-items.ts';
import type { ProviderTransaction } from '../paysage/client.ts';

type Tx = Prisma.TransactionClient;


/** What the shop asked the provider for: test transactions, or real money only. */
export interface ShopMode {
  testMode: boolean;
}

/** Unsaid, a shop is live: a caller that forgets its mode can only refuse a test payment, never take one. */
const LIVE_SHOP: ShopMode = { testMode: false };

export type ApplyResult =
  | { result: 'applied'; orderId: number; from: OrderStatus; to: OrderStatus }
  | { result: 'duplicate' | 'no_change'; orderId: number; status: OrderStatus }
  | { result: 'unknown_order' }
  /** A refund (or another non-payment transaction): it never pays for anything (services/refunds). */
  | { result: 'not_a_payment' }
  | { result: 'mismatch'; orderId: number; reason: string }
  /** A test transaction in a live shop: never applied; an open order it claims to pay fails (staff are told). */
  | { result: 'test_payment'; orderId: number; status: OrderStatus };

/** The order's columns a payment reads, as the lock reads them. */
type LockedOrder = Pick<TableRow<'orders'>, 'id' | 'user_id' | 'kind' | 'status' | 'currency' | 'amount_minor' | 'total_eur' | 'trade_url'>;

/**
 * Copies of one notification (the provider retries, the reconciler asks too) queue on the order's row lock;
 * give them time to get a connection rather than failing after Prisma's default 2 s.
 */
const APPLY_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export async function applyProviderTransaction(
  db: PrismaClient,
  transaction: ProviderTransaction,
  source: 'notification' | 'reconciler',
  shop: ShopMode = LIVE_SHOP,
): Promise<ApplyResult> {
  // The provider lists the shop's own refunds under the order's tracking id too: money going back is never
  // money received, whatever its status says.
  if (transaction.type !== undefined && transaction.type !== 'payment') return { result: 'not_a_payment' };
  return db.$transaction(async (tx) => {
    const order = await lockAndRecord(tx, transaction, source);
    if (!order) return { result: 'unknown_order' };
    if (transaction.test === true && !shop.testMode) return refuseTestPayment(tx, order, transaction, source);

    const mismatch = amountMismatch(transaction, order);
    // A mismatch that takes no money (a decline, a 3-D Secure step) is simply not ours to apply (nor recorded).
    if (mismatch && outcomeOf(transaction.status) !== 'paid') return { result: 'mismatch', orderId: order.id, reason: mismatch };
    if (!order.recorded) return { result: 'duplicate', orderId: order.id, status: order.status };

    if (mismatch) return refundUnderpaid(tx, order, transaction, mismatch, source);

    const transition = nextOrderStatus(order.status, outcomeOf(transaction.status));
    if (!transition) return { result: 'no_change', orderId: order.id, status: order.status };

    if (transition.needsItems && order.kind === 'cart') return completeCartOrder(tx, order, transaction, source);
    const to: OrderStatus = transition.to;
    const note = transaction.message ?? null;
    if (transition.needsItems) await creditTopUp(tx, order);
    else if (to === 'failed') await releaseOrderItems(tx, order.id);

    await moveOrder(tx, {
      orderId: order.id,
      from: order.status,
      to,
      source,
      note,
      data: {
        paysageUid: transaction.uid,
        ...(to === 'completed' || to === 'refund_required' ? { paidAt: new Date() } : {}),
        ...(to === 'failed' ? { failureReason: transaction.reason ?? transaction.message ?? 'payment declined' } : {}),
        ...(to === 'refund_required' ? { failureReason: note } : {}),
      },
    });
    return { result: 'applied', orderId: order.id, from: order.status, to };
  }, APPLY_TRANSACTION);
}

const SOLD_TO_SOMEONE_ELSE = 'paid after its items were sold to someone else';

/**
 * A test transaction in a live shop took no money, whatever its status says. A "paid" one means a test
 * checkout reached a live shop (leaked credentials, or a shop left in test mode at the provider): an open
 * order it claims to pay fails and lets go of its items, with a reason staff see; anything else changes nothing.
 */
async function refuseTestPayment(tx: Tx, order: LockedOrder, transaction: ProviderTransaction, source: 'notification' | 'reconciler'): Promise<ApplyResult> {
  const open = OPEN_ORDER_STATUSES.includes(order.status);
  if (outcomeOf(transaction.status) !== 'paid' || !open) return { result: 'test_payment', orderId: order.id, status: order.status };
  await releaseOrderItems(tx, order.id);
  await moveOrder(tx, { orderId: order.id, from: order.status, to: 'failed', source, note: TEST_PAYMENT_REFUSED, data: { paysageUid: transaction.uid, failureReason: TEST_PAYMENT_REFUSED } });
  return { result: 'test_payment', orderId: order.id, status: 'failed' };
}

/**
 * A paid cart order: its items sold and their deliveries opened as it completes (sell-order-items.ts), if
 * they can still be taken. Otherwise the order lets go of its items and goes to refund_required for staff to
 * refund.
 */
async function completeCartOrder(tx: Tx, order: LockedOrder, transaction: ProviderTransaction, source: 'notification' | 'reconciler'): Promise<ApplyResult> {
  const paidAt = new Date();
  const completed = await sellOrderItems(tx, {
    orderId: order.id,
    userId: order.user_id,
    tradeUrl: order.trade_url,
    from: order.status,
    source,
    note: transaction.message ?? null,
    data: { paysageUid: transaction.uid, paidAt },
  });
  if (completed) return { result: 'applied', orderId: order.id, from: order.status, to: 'completed' };
  return holdForRefund(tx, order, transaction, SOLD_TO_SOMEONE_ELSE, source, paidAt);
}

/** Paid but not to be completed: the order lets go of its items and waits for staff to refund it. */
async function holdForRefund(
  tx: Tx,
  order: LockedOrder,
  transaction: ProviderTransaction,
  reason: string,
  source: 'notification' | 'reconciler',
  paidAt: Date,
): Promise<ApplyResult> {
  await releaseOrderItems(tx, order.id);
  await moveOrder(tx, {
    orderId: order.id,
    from: order.status,
    to: 'refund_required',
    source,
    note: reason,
    data: { paysageUid: transaction.uid, paidAt, failureReason: reason },
  });
  return { result: 'applied', orderId: order.id, from: order.status, to: 'refund_required' };
}

/**
 * Locks the order (events for one order are applied one at a time) and records the event under its unique
 * (provider, uid, status) key, in one statement. An event whose amount or currency differ from the order's
 * is recorded only when it took money (amountMismatch below is the same comparison).
 */
async function lockAndRecord(tx: Tx, transaction: ProviderTransaction, source: 'notification' | 'reconciler'): Promise<(LockedOrder & { recorded: boolean }) | null> {
  const currency = transaction.currency.toUpperCase();
  const amount = BigInt(transaction.amount);
  const paid = outcomeOf(transaction.status) === 'paid';
  const statement = statements
    .with('target', (db) =>
      db
        .selectFrom('orders')
        .select(['orders.id', 'orders.user_id', 'orders.kind', 'orders.status', 'orders.currency', 'orders.amount_minor', 'orders.total_eur', 'orders.trade_url'])
        .where('orders.tracking_id', '=', transaction.trackingId)
        .forUpdate(),
    )
    .with('recorded', (db) =>
      db
        .insertInto('payment_events')
        .columns(['order_id', 'provider', 'uid', 'status', 'amount_minor', 'currency', 'source', 'payload'])
        .expression((eb) =>
          eb
            .selectFrom('target')
            .select([
              'target.id as order_id',
              sql.lit('paysage').as('provider'),
              sql.val(transaction.uid).as('uid'),
              sql.val(transaction.status).as('status'),
              sql<bigint>`${amount}::bigint`.as('amount_minor'),
              sql.val(currency).as('currency'),
              sql.val(source).as('source'),
              sql`${JSON.stringify(transaction.raw ?? null)}::jsonb`.as('payload'),
            ])
            .where((eb) =>
              eb.or([eb.and([eb('target.amount_minor', '=', sql<bigint>`${amount}::bigint`), eb('target.currency', '=', sql<string>`${currency}::bpchar`)]), sql<SqlBool>`${paid}`]),
            ),
        )
        .onConflict((conflict) => conflict.doNothing())
        .returning('payment_events.id'),
    )
    .selectFrom('target')
    .selectAll('target')
    .select((eb) => eb.exists(eb.selectFrom('recorded').select('recorded.id')).$castTo<boolean>().as('recorded'));
  const order = await queryFirst(tx, statement);
  return order ?? null;
}

/** Money taken, but not what the order charged (less, or in another currency): never completes it. */
function amountMismatch(transaction: ProviderTransaction, order: LockedOrder): string | null {
  const currency = transaction.currency.toUpperCase();
  if (BigInt(transaction.amount) === BigInt(order.amount_minor) && currency === order.currency) return null;
  return `paid ${formatMinor(BigInt(transaction.amount), currency)}, expected ${formatMinor(BigInt(order.amount_minor), order.currency)}`;
}

function formatMinor(minor: bigint, currency: string): string {
  return `${minorUnitsToDecimalString(minor)} ${currency}`;
}

/**
 * A confirmed payment of the wrong amount or currency: the buyer's money is refunded by staff, the order
 * never completes and lets go of its items. A top-up credits nothing. Terminal orders stay as they are.
 */
async function refundUnderpaid(tx: Tx, order: LockedOrder, transaction: ProviderTransaction, reason: string, source: 'notification' | 'reconciler'): Promise<ApplyResult> {
  if (order.status === 'completed' || order.status === 'refund_required') return { result: 'no_change', orderId: order.id, status: order.status };
  return holdForRefund(tx, order, transaction, reason, source, new Date());
}

/** A paid top-up credits the balance once: the ledger entry is unique per order. */
async function creditTopUp(tx: Tx, order: LockedOrder): Promise<boolean> {
  const user = await tx.user.update({ where: { id: order.user_id }, data: { balance: { increment: order.total_eur } } });
  await tx.balanceEntry.create({
    data: { userId: order.user_id, kind: 'top_up', amountEur: order.total_eur, balanceAfter: user.balance, orderId: order.id },
  });
  return true;
}
