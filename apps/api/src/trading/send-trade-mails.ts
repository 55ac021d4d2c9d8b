/**
 * The trading e-mail outbox: an offer that Steam has (sent, or answered since) is mailed once per attempt to
 * the buyer or seller it is for, and a refund the provider confirmed is mailed once. Like the receipts
 * (orders/send-receipts.ts), nothing is mailed inside a transaction: each mail is claimed by a conditional
 * update, sent, and given back if sending failed; a crash between the two sends the same Message-ID again.
 * An offer is mailed after the receipt (a buyer's) or the step mail (a seller's) that leads to it, so each
 * reads them in the order they happened.
 */
import type { PrismaClient } from '@skins/db';
import { formatPrice, minorUnitsToNumber } from '@skins/shared';
import type { SendMail } from '../services/mail/mailer.ts';
import { deliveryOfferMail, intakeOfferMail, refundMail } from '../services/mail/trade-mails.ts';
import { receiptSettledWhere } from '../services/orders/receipt-due.ts';

export interface TradeMailLinks {
  webUrl: string;
  /** Where a person opens the offer (Steam's page, or the sandbox's stand-in of it). */
  offerUrl: (offerId: string) => string;
}

const OFFER_OUT = ['sent', 'accepted', 'on_hold', 'protected', 'done'] as const;

export async function sendTradeMails(db: PrismaClient, send: SendMail, links: TradeMailLinks, batch = 20): Promise<{ offers: number; refunds: number }> {
  let offers = 0;
  let refunds = 0;
  const due = await db.trade.findMany({
    where: {
      status: { in: [...OFFER_OUT] },
      offerId: { not: null },
      offerMailedAttempt: { lt: db.trade.fields.attempt },
      AND: [
        // A delivery's offer mail waits for the order's receipt (written with the offer's state at that moment),
        { OR: [{ orderId: null }, { order: { is: receiptSettledWhere() } }] },
        // an intake's for the seller's own steps (the acceptance), mailed a few seconds after they happen.
        { OR: [{ sellOrderId: null }, { sellOrder: { is: { events: { none: { mailedAt: null } } } } }] },
      ],
    },
    take: batch,
    orderBy: { id: 'asc' },
    include: {
      bot: true,
      order: { include: { items: true, user: true } },
      sellOrder: { include: { user: true } },
      items: { where: { droppedReason: null }, orderBy: { id: 'asc' }, select: { sellOrder: { select: { skinName: true } } } },
    },
  });
  for (const trade of due) {
    const { count } = await db.trade.updateMany({ where: { id: trade.id, offerMailedAttempt: trade.offerMailedAttempt }, data: { offerMailedAttempt: trade.attempt } });
    if (count === 0) continue;
    try {
      const base = { code: trade.code ?? '', botName: trade.bot.accountName, offerUrl: links.offerUrl(trade.offerId!), deadline: trade.deadlineAt };
      if (trade.kind === 'delivery' && trade.order) {
        const to = trade.order.email ?? trade.order.user.email;
        if (to) {
          await send(deliveryOfferMail({
            ...base,
            to,
            name: trade.order.name ?? trade.order.user.name,
            orderId: trade.order.id,
            items: trade.order.items.map((item) => item.title),
            holdDays: trade.holdDays,
            pageUrl: `${links.webUrl}/account?tab=orders&order=${trade.order.id}`,
          }));
        }
      }
      if (trade.kind === 'intake' && trade.sellOrder?.user.email) {
        await send(intakeOfferMail({ ...base, to: trade.sellOrder.user.email, name: trade.sellOrder.user.name, sellOrderId: trade.sellOrder.id, skinName: intakeSkins(trade.items) ?? trade.sellOrder.skinName, pageUrl: `${links.webUrl}/account?tab=sell-orders` }));
      }
      offers += 1;
    } catch (error) {
      await db.trade.update({ where: { id: trade.id }, data: { offerMailedAttempt: trade.offerMailedAttempt } });
      throw error;
    }
  }

  const settled = await db.refund.findMany({ where: { status: 'succeeded', mailedAt: null }, take: batch, orderBy: { id: 'asc' }, include: { order: { include: { user: true } }, orderItem: true } });
  for (const refund of settled) {
    const { count } = await db.refund.updateMany({ where: { id: refund.id, mailedAt: null }, data: { mailedAt: new Date() } });
    if (count === 0) continue;
    const to = refund.order.email ?? refund.order.user.email;
    if (!to) continue;
    try {
      const symbol = (await db.currency.findUnique({ where: { code: refund.currency }, select: { symbol: true } }))?.symbol ?? refund.currency;
      await send(refundMail({
        to,
        name: refund.order.name ?? refund.order.user.name,
        orderId: refund.orderId,
        amount: formatPrice(minorUnitsToNumber(refund.amountMinor), symbol),
        what: refund.orderItem ? `${refund.orderItem.title} from order #${refund.orderId}` : `order #${refund.orderId}`,
        reason: refund.reason.replace(/^Order #\d+: /, ''),
        pageUrl: `${links.webUrl}/account?tab=orders&order=${refund.orderId}`,
        refundKey: refund.key,
      }));
      refunds += 1;
    } catch (error) {
      await db.refund.update({ where: { id: refund.id }, data: { mailedAt: null } });
      throw error;
    }
  }
  return { offers, refunds };
}

/** What an intake asks for, named for its seller: its skins that did not drop out. */
function intakeSkins(items: ReadonlyArray<{ sellOrder: { skinName: string } | null }>): string | null {
  const names = items.flatMap((item) => (item.sellOrder ? [item.sellOrder.skinName] : []));
  return names.length === 0 ? null : names.join(', ');
}
