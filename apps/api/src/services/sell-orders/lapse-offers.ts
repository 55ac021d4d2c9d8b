/**
 * Staff's offers stand for SELL_OFFER_VALID_DAYS. One nobody answered by then goes back to pending (actor:
 * system) with its price cleared, so the seller may edit or delete the order again and staff may offer anew;
 * the seller hears of it in their step e-mails and sees it in the order's history.
 */
import type { PrismaClient } from '@skins/db';
import { systemTransition } from './transition.ts';

export async function lapseOffers(db: PrismaClient, now = new Date()): Promise<number[]> {
  const due = await db.sellOrder.findMany({ where: { status: 'offer', offerValidUntil: { lt: now } }, select: { id: true }, take: 200 });
  const lapsed: number[] = [];
  for (const { id } of due) {
    const changed = await db.$transaction((tx) =>
      systemTransition(tx, { id, action: 'offer_lapsed', data: { adminPriceEur: null, offerValidUntil: null }, note: 'the offer lapsed unanswered' }),
    );
    if (changed) lapsed.push(id);
  }
  return lapsed;
}
