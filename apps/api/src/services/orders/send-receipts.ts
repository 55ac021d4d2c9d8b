/**
 * The receipt outbox: a paid cart order gets its receipt from here, not from the request that settled it,
 * so a Redis or SMTP hiccup at that moment loses nothing (issue 10.3).
 *
 * Mail is never sent inside a database transaction: a slow SMTP server used to outlast the transaction,
 * which rolled back after the mail had gone, so the order was mailed again on every run. Now each order is
 * claimed in a short transaction (a lease in receipt_claimed_until, longer than the mailer's own timeouts),
 * the mail is sent outside it, and the order is marked sent. Only a crash between sending and marking can
 * send twice, and then the stable Message-ID makes it the same message. A run drains the outbox within a
 * time budget, a few at a time.
 *
 * A send that fails is tried again after a pause, a few times in all (services/mail/retry-pause.ts). A
 * server that stores the mail but acknowledges after the mailer stopped waiting used to get the same
 * receipt every run, without end; now it gets a few copies (one message to the reader's client), and the
 * order waits for staff in `orders attention` until the server is mended and `orders resend-receipt` asks
 * again.
 */
import type { PrismaClient } from '@skins/db';
import { queryRows, sql, statements } from '@skins/db/sql';
import { conflict } from '../../lib/errors.ts';
import { retryAfterFailure } from '../mail/retry-pause.ts';
import type { SendMail } from '../mail/mailer.ts';
import { orderReceiptMail } from '../mail/order-receipt.ts';
import { RECEIPT_MAX_ATTEMPTS, RECEIPT_WINDOW_DAYS } from './receipt-due.ts';

export { RECEIPT_MAX_ATTEMPTS };

/** Longer than the mailer's connection + greeting + socket timeouts (10 + 10 + 20 s). */
const CLAIM_SECONDS = 120;

export interface ReceiptRunOptions {
  /** Receipts sent at once. */
  concurrency?: number;
  /** Stop claiming new receipts after this long; the next run goes on. */
  budgetMs?: number;
}

export class ReceiptSendError extends Error {
  override name = 'ReceiptSendError';
}

export async function sendPendingReceipts(db: PrismaClient, send: SendMail, publicWebUrl: string, options: ReceiptRunOptions = {}): Promise<number[]> {
  const { concurrency = 4, budgetMs = 10_000 } = options;
  const deadline = Date.now() + budgetMs;
  const sent: number[] = [];
  const failures: Array<{ orderId: number; error: unknown }> = [];
  while (Date.now() < deadline) {
    const claimed = await claimReceipts(db, concurrency);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (orderId) => {
        try {
          await sendReceipt(db, send, publicWebUrl, orderId);
          sent.push(orderId);
        } catch (error) {
          failures.push({ orderId, error });
          await pauseAfterFailure(db, orderId);
        }
      }),
    );
    // An SMTP server that refuses everything: stop this run rather than walk the whole outbox.
    if (failures.length > 0 && sent.length === 0) break;
  }
  if (failures.length > 0) {
    const first = failures[0]!.error as Error;
    throw new ReceiptSendError(`${failures.length} receipt(s) could not be sent (orders ${failures.map((f) => f.orderId).join(', ')}): ${first.message}`, { cause: first });
  }
  return sent;
}

/** Keeps the receipt claimed for the pause its failed tries have earned, so the next runs leave it be. */
async function pauseAfterFailure(db: PrismaClient, orderId: number): Promise<void> {
  const { receiptAttempts } = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { receiptAttempts: true } });
  await db.order.update({ where: { id: orderId }, data: { receiptClaimedUntil: retryAfterFailure(receiptAttempts) } });
}

/** Staff ask again for a receipt that used up its tries (the mail server is mended): the next run sends it. */
export async function resendReceipt(db: PrismaClient, orderId: number): Promise<void> {
  const { count } = await db.order.updateMany({ where: { id: orderId, status: 'completed', kind: 'cart', receiptSentAt: null }, data: { receiptAttempts: 0, receiptClaimedUntil: null } });
  if (count === 0) throw conflict(`Order ${orderId} has no receipt waiting to be sent.`);
}

/** Takes up to `count` unsent receipts for this worker, in one short statement, counting the try. */
async function claimReceipts(db: PrismaClient, count: number): Promise<number[]> {
  const waiting = statements
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.status', '=', 'completed')
    .where('orders.kind', '=', 'cart')
    .where('orders.receipt_sent_at', 'is', null)
    .where('orders.paid_at', '>', sql<Date>`now() - make_interval(days => ${RECEIPT_WINDOW_DAYS})`)
    .where('orders.receipt_attempts', '<', RECEIPT_MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('orders.receipt_claimed_until', 'is', null), eb('orders.receipt_claimed_until', '<', sql<Date>`now()`)]))
    .orderBy('orders.paid_at')
    .limit(count)
    .forUpdate()
    .skipLocked();
  const rows = await queryRows(
    db,
    statements
      .updateTable('orders')
      .set({ receipt_claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})`, receipt_attempts: (eb) => eb('orders.receipt_attempts', '+', 1) })
      .where('orders.id', 'in', waiting)
      .returning('orders.id'),
  );
  return rows.map((row) => row.id);
}

async function sendReceipt(db: PrismaClient, send: SendMail, publicWebUrl: string, orderId: number): Promise<void> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: true, user: { select: { email: true, name: true } }, trades: { where: { kind: 'delivery' }, select: { code: true, status: true, offerId: true }, orderBy: { id: 'asc' } } },
  });
  const email = order.email ?? order.user.email;
  if (email) {
    const currency = await db.currency.findUnique({ where: { code: order.currency } });
    await send(
      orderReceiptMail({
        id: order.id,
        email,
        name: order.name ?? order.user.name ?? '',
        currency: order.currency,
        currencySymbol: currency?.symbol ?? order.currency,
        amountMinor: order.amountMinor,
        tradeUrl: order.tradeUrl,
        // As the records are now: an offer Steam has had is named with its code, not promised.
        offerCodes: order.trades.flatMap((trade) => (trade.offerId !== null && trade.code ? [trade.code] : [])),
        offerFailed: order.trades.some((trade) => trade.offerId === null && trade.status === 'failed'),
        items: order.items.map((item) => ({ title: item.title, price: item.price.toString() })),
        ordersUrl: `${publicWebUrl}/account?tab=orders&order=${order.id}`,
      }),
    );
  }
  await db.order.update({ where: { id: orderId }, data: { receiptSentAt: new Date(), receiptClaimedUntil: null } });
}
