/**
 * The worker's side of refunds (DESIGN.md Payments; knowhow/paysage-provider.md): each recorded refund is
 * claimed by one worker (SKIP LOCKED), asked of the provider once, and recorded with the provider's uid.
 * A refund is never asked twice: every refund carries a tracking id of its own, and once asked (`asked_at`)
 * a lost answer (a timeout, a worker killed mid-call) is looked for by that id over an answer window much
 * longer than the provider's duplicate check (same payment and amount within 30 s); a search that finds
 * nothing inside the window only means "not yet". Any provider refund the shop did not expect (a second one
 * for a settled refund, or one naming no refund of the shop's) is kept for staff (`orders attention`).
 */
import { Prisma, type PrismaClient } from '@skins/db';
import { literal, queryFirst, queryRows, sql, statements } from '@skins/db/sql';
import { moveOrder } from '../orders/order-state.ts';
import type { ProviderTransaction } from '../paysage/client.ts';
import { createRefund, findTransactionsByTrackingId, ProviderRejectedError, ProviderUnavailableError, type PaysageConfig } from '../paysage/client.ts';

import { recordUnexpectedRefund } from './unexpected-refunds.ts';

export interface RefundRunReport {
  succeeded: number[];
  failed: number[];
  retrying: number[];
}

/** How long a claim lasts (a worker that dies holding it is replaced after this) and the waits between tries. */
const CLAIM_MS = 60_000;
const retryDelayMs = (attempts: number) => Math.min(30 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
/** The provider refuses a repeat of the same amount within 30 s: look again after that. */
const DUPLICATE_WINDOW_MS = 35_000;
/** A refund asked of the provider whose answer was lost is only looked for, never asked again, this long. */
export const DEFAULT_ANSWER_WINDOW_MS = 15 * 60_000;
/** How often a lost answer is looked for inside the window. */
const LOOK_AGAIN_MS = 20_000;

export interface RefundRunOptions {
  batch?: number;
  answerWindowMs?: number;
}

/** The tracking id by which the provider finds this refund again. */
export const refundTrackingKey = (refundId: number) => `skinshop-refund-${refundId}`;

export async function sendPendingRefunds(db: PrismaClient, paysage: PaysageConfig, { batch = 20, answerWindowMs = DEFAULT_ANSWER_WINDOW_MS }: RefundRunOptions = {}): Promise<RefundRunReport> {
  const claimable = statements
    .selectFrom('refunds')
    .select('refunds.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('refunds.status', '=', literal('pending')), eb.or([eb('refunds.claimed_until', 'is', null), eb('refunds.claimed_until', '<', sql<Date>`now()`)])]),
        eb.and([eb('refunds.status', '=', literal('sending')), eb('refunds.claimed_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .orderBy('refunds.id')
    .limit(batch)
    .forUpdate()
    .skipLocked();
  const claimed = await queryRows(
    db,
    statements
      .updateTable('refunds')
      .set({ status: 'sending', claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_MS / 1000})` })
      .set('attempts', (eb) => eb('refunds.attempts', '+', 1))
      .where('refunds.id', 'in', claimable)
      .returning('refunds.id'),
  );
  const report: RefundRunReport = { succeeded: [], failed: [], retrying: [] };
  for (const { id } of claimed) report[await sendRefund(db, paysage, id, answerWindowMs)].push(id);
  return report;
}

async function sendRefund(db: PrismaClient, paysage: PaysageConfig, id: number, answerWindowMs: number): Promise<keyof RefundRunReport> {
  const refund = await db.refund.findUniqueOrThrow({ where: { id }, include: { order: { select: { trackingId: true, paysageUid: true, kind: true, paymentType: true, userId: true } } } });
  // What the balance paid (a pack, a trader API buy) goes back to the balance: no card was charged for it.
  if (refund.order.kind === 'pack' || refund.order.paymentType === 'balance') return refundToBalance(db, refund.id, refund.order.userId, refund.amountMinor, refund.reason);
  const key = refundTrackingKey(refund.id);
  try {
    if (refund.askedAt) {
      // Asked before: the answer was lost, or the provider is still making it. Its own tracking id settles it.
      const [made, ...extra] = await findRefunds(paysage, key);
      for (const transaction of extra) await recordUnexpectedRefund(db, transaction, refund.id, refund.orderId, 'the provider made this refund more than once');
      if (made) return await settleFromProvider(db, id, made);
      if (Date.now() - refund.askedAt.getTime() < answerWindowMs) {
        return await retryLater(db, id, LOOK_AGAIN_MS, `asked at ${refund.askedAt.toISOString()}; the provider has not shown the refund yet`);
      }
      // The whole window passed and the provider has no such refund: the earlier ask never reached it.
    }
    if (!refund.order.paysageUid) return await giveUp(db, id, 'the order has no provider payment to refund');
    await db.refund.update({ where: { id }, data: { askedAt: new Date() } });
    const transaction = await createRefund(paysage, { parentUid: refund.order.paysageUid, amountMinor: refund.amountMinor, reason: refund.reason, trackingId: `${refund.order.trackingId};${key}` }).catch(async (error: unknown) => {
      // A provider that certainly did nothing with the ask (503, connection refused) is simply asked again later.
      if (error instanceof ProviderUnavailableError && !error.mayHaveHappened) await db.refund.update({ where: { id }, data: { askedAt: null } });
      throw error;
    });
    return await settleFromProvider(db, id, transaction);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return retryLater(db, id, retryDelayMs(refund.attempts), error.message);
    if (error instanceof ProviderRejectedError) {
      if (/duplicate/i.test(error.message)) return retryLater(db, id, DUPLICATE_WINDOW_MS, error.message);
      return giveUp(db, id, `the provider refused it: ${error.message}`);
    }
    throw error;
  }
}

async function settleFromProvider(db: PrismaClient, id: number, transaction: ProviderTransaction): Promise<keyof RefundRunReport> {
  if (transaction.status !== 'successful') return giveUp(db, id, `the provider answered ${transaction.status}: ${transaction.message ?? ''}`.trim());
  await recordRefund(db, id, transaction);
  return 'succeeded';
}

/** The provider's refunds carrying this tracking id, oldest first. */
async function findRefunds(paysage: PaysageConfig, key: string): Promise<ProviderTransaction[]> {
  const found = await findTransactionsByTrackingId(paysage, key);
  return found.filter((transaction) => transaction.type === 'refund');
}

async function retryLater(db: PrismaClient, id: number, delayMs: number, why: string): Promise<'retrying'> {
  await db.refund.updateMany({ where: { id, status: 'sending' }, data: { status: 'pending', claimedUntil: new Date(Date.now() + delayMs), lastError: why.slice(0, 500) } });
  return 'retrying';
}

/** A refund the provider will not make: staff see it in `orders attention` and settle it by hand. */
async function giveUp(db: PrismaClient, id: number, why: string): Promise<'failed'> {
  await db.refund.updateMany({ where: { id, status: 'sending' }, data: { status: 'failed', claimedUntil: null, lastError: why.slice(0, 500) } });
  return 'failed';
}

async function refundToBalance(db: PrismaClient, id: number, userId: number, amountMinor: bigint, reason: string): Promise<'succeeded'> {
  const amount = new Prisma.Decimal(amountMinor.toString()).div(100);
  await db.$transaction(async (tx) => {
    // Settled first, conditionally: a second worker finds it settled and credits nothing.
    if (!(await settleRefund(tx, id, null))) return;
    const user = await tx.user.update({ where: { id: userId }, data: { balance: { increment: amount } } });
    await tx.balanceEntry.create({ data: { userId, kind: 'refund', amountEur: amount, balanceAfter: user.balance, note: reason.slice(0, 200) } });
  });
  return 'succeeded';
}

/**
 * Records a refund the provider confirmed (from the worker's own call or from the provider's notification)
 * and moves the order: refunded once the refunds cover what was paid, partly_refunded before that. Once only:
 * the provider's uid is unique, and a refund already succeeded is left as it is.
 */
export async function recordRefund(db: PrismaClient, id: number, transaction: ProviderTransaction): Promise<boolean> {
  return db.$transaction((tx) => settleRefund(tx, id, transaction.uid));
}

/** The refund is made (by the provider, uid; or to the balance, null): recorded once, and the order moves. */
async function settleRefund(tx: Prisma.TransactionClient, id: number, providerUid: string | null): Promise<boolean> {
  const { count } = await tx.refund.updateMany({
    where: { id, status: { in: ['pending', 'sending', 'failed'] } },
    data: { status: 'succeeded', providerUid, settledAt: new Date(), claimedUntil: null, lastError: null },
  });
  if (count === 0) return false;
  const refund = await tx.refund.findUniqueOrThrow({ where: { id }, select: { orderId: true } });
  const order = await queryFirst(
    tx,
    statements.selectFrom('orders').select(['orders.status', 'orders.amount_minor']).where('orders.id', '=', refund.orderId).forUpdate(),
  );
  if (!order) return true;
  const refunded = await tx.refund.aggregate({ where: { orderId: refund.orderId, status: 'succeeded' }, _sum: { amountMinor: true } });
  const whole = order.status === 'refund_required' || (refunded._sum.amountMinor ?? 0n) >= order.amount_minor;
  const to = whole ? 'refunded' : 'partly_refunded';
  if (order.status !== to && order.status !== 'refunded') {
    await moveOrder(tx, { orderId: refund.orderId, from: order.status, to, source: 'refund', note: providerUid ? `refund ${providerUid}` : 'refunded to the balance' });
  }
  return true;
}

/**
 * A refund notification from the provider: confirms the refund it names (found by its tracking id). A second
 * provider refund for a refund already settled, or one naming no refund of the shop's, is unexpected money
 * out: kept for staff, never taken as the shop's.
 */
export async function confirmRefundFromProvider(db: PrismaClient, transaction: ProviderTransaction): Promise<'applied' | 'duplicate' | 'unexpected' | 'unknown_refund'> {
  const id = refundIdOf(transaction);
  const refund = id === null ? null : await db.refund.findUnique({ where: { id }, select: { id: true, orderId: true } });
  if (!refund) {
    if (transaction.status !== 'successful') return 'unknown_refund';
    await recordUnexpectedRefund(db, transaction, null, null, 'a provider refund whose tracking id names no refund of the shop');
    return 'unexpected';
  }
  if (transaction.status !== 'successful') return 'duplicate';
  if (await recordRefund(db, refund.id, transaction)) return 'applied';
  const settled = await db.refund.findUniqueOrThrow({ where: { id: refund.id }, select: { providerUid: true } });
  if (settled.providerUid === transaction.uid) return 'duplicate';
  await recordUnexpectedRefund(db, transaction, refund.id, refund.orderId, `a second provider refund for refund ${refund.id} (settled as ${settled.providerUid ?? 'a balance credit'})`);
  return 'unexpected';
}

function refundIdOf(transaction: ProviderTransaction): number | null {
  const match = /(?:^|;)skinshop-refund-(\d{1,9})(?:;|$)/.exec(transaction.trackingId);
  return match ? Number(match[1]) : null;
}
