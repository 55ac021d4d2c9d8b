/**
 * The receipt outbox: a paid cart order gets its receipt from here, not from the request that settled it,
 * so a Redis or SMTP hiccup at that moment loses nothing. Each order is claimed with SKIP LOCKED and marked
 * only after its mail went out (at least once; a crash in between can send one twice, never zero times).
 */
import type { PrismaClient } from '@skins/db';
import type { SendMail } from '../mail/mailer.ts';
import { orderReceiptMail } from '../mail/order-receipt.ts';

/** Orders paid longer ago than this are not mailed any more (e.g. after an outage of days). */
const RECEIPT_WINDOW_DAYS = 7;

export async function sendPendingReceipts(db: PrismaClient, send: SendMail, publicWebUrl: string, batch = 20): Promise<number[]> {
  const sent: number[] = [];
  for (let i = 0; i < batch; i++) {
    const orderId = await db.$transaction(async (tx) => {
      const [next] = await tx.$queryRaw<Array<{ id: number }>>`
        SELECT id FROM orders
        WHERE status = 'completed' AND kind = 'cart' AND receipt_sent_at IS NULL
          AND paid_at > now() - make_interval(days => ${RECEIPT_WINDOW_DAYS})
        ORDER BY paid_at LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!next) return null;
      const order = await tx.order.findUniqueOrThrow({ where: { id: next.id }, include: { items: true, user: { select: { email: true, name: true } } } });
      const currency = await tx.currency.findUnique({ where: { code: order.currency } });
      const email = order.email ?? order.user.email;
      if (email) {
        await send(
          orderReceiptMail({
            id: order.id,
            email,
            name: order.name ?? order.user.name ?? '',
            currency: order.currency,
            currencySymbol: currency?.symbol ?? order.currency,
            amountMinor: order.amountMinor,
            tradeUrl: order.tradeUrl,
            items: order.items.map((item) => ({ title: item.title, price: item.price.toString() })),
            ordersUrl: `${publicWebUrl}/account?tab=orders`,
          }),
        );
      }
      await tx.order.update({ where: { id: order.id }, data: { receiptSentAt: new Date() } });
      return order.id;
    });
    if (orderId === null) break;
    sent.push(orderId);
  }
  return sent;
}
