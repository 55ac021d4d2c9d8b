/** What staff do with sell orders (the staff router and CLI call these). Prices are in euro. */
import { Prisma, type PrismaClient, type SellOrderStatus } from '@skins/db';
import { executeStatement, literal, sql, statements } from '@skins/db/sql';
import { REFERENCE_MIN_SALES, SELL_OFFER_VALID_DAYS } from '@skins/shared';
import { conflict, notFound, validationError } from '../../lib/errors.ts';
import { referenceMedianByName } from '../price-history/sales-queries.ts';
import { assertAllowed, loadForActor, transitionSellOrder } from './transition.ts';

const staff = (staffId: number) => ({ id: staffId, role: 'staff' as const });
const euro = (value: string) => {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) throw validationError({ price: ['The price must be a positive euro amount like 12.50.'] });
  return value;
};

export function listSellOrdersForStaff(db: PrismaClient, status?: SellOrderStatus) {
  return db.sellOrder.findMany({
    where: status ? { status } : {},
    orderBy: { createdAt: 'asc' },
    include: { user: { select: { id: true, email: true, name: true, surname: true, steamId: true } } },
  });
}

export function getSellOrderWithHistory(db: PrismaClient, id: number) {
  return db.sellOrder.findUniqueOrThrow({
    where: { id },
    include: {
      events: { orderBy: { id: 'asc' }, include: { actor: { select: { email: true } } } },
      user: { select: { email: true, iban: true, bicSwift: true } },
      quote: { select: { id: true, reasons: true, validUntil: true } },
    },
  });
}

/**
 * A first offer or a changed one (pending -> offer, offer -> offer). The item's 30-day median sale price
 * (when enough sales back it) is frozen with the offer, so the seller later sees what it was based on.
 */
export async function makeOffer(db: PrismaClient, staffId: number, id: number, priceEur: string) {
  const price = euro(priceEur);
  const order = await db.sellOrder.findUnique({ where: { id }, select: { skinName: true } });
  const reference = order ? await referenceMedianByName(db, order.skinName) : null;
  const referencePriceEur = reference?.median && reference.sales >= REFERENCE_MIN_SALES ? reference.median.toString() : null;
  const offerValidUntil = new Date(Date.now() + SELL_OFFER_VALID_DAYS * 86_400_000);
  return transitionSellOrder(db, {
    id, action: 'offer', actor: staff(staffId), data: { adminPriceEur: price, offerValidUntil }, priceEur: price, referencePriceEur, note: 'offer made',
  });
}

/**
 * Why the seller may not be paid yet, or null: the skin must be the shop's (the intake's offer accepted and the
 * items moved), and any window in which the seller could reverse the trade must have closed.
 */
async function payoutBlocker(db: PrismaClient, sellOrderId: number): Promise<string | null> {
  const intake = await db.trade.findFirst({ where: { kind: 'intake', items: { some: { sellOrderId, droppedReason: null } } }, orderBy: { id: 'desc' }, select: { status: true, protectedUntil: true } });
  if (!intake) return 'no intake trade exists for this sell order: the skin never came in';
  if (intake.status === 'reversed') return 'the seller reversed the trade: the skin went back, so there is nothing to pay for';
  // `done` is the engine's word that the items moved and no protection window is open any more.
  if (intake.status === 'protected') {
    return `Steam's trade protection lets the seller reverse the trade until ${intake.protectedUntil?.toISOString() ?? 'the window closes'}: pay after that`;
  }
  if (intake.status !== 'done') return `the skin has not been received yet (the intake is ${intake.status})`;
  return null;
}

/**
 * Sold: the payout is recorded once (its reference is unique), only after the skin was received and its
 * protection window closed, at the price the seller accepted unless staff say why it differs (the seller
 * sees that reason in the order's history).
 */
export async function markSold(db: PrismaClient, staffId: number, id: number, finalPriceEur: string, payoutReference: string, reason?: string) {
  const price = euro(finalPriceEur);
  const order = await loadForActor(db, id, staff(staffId));
  // The state machine speaks first: a sold or returned order is refused for what it is.
  assertAllowed(order, 'sell', staff(staffId));
  const blocker = await payoutBlocker(db, id);
  if (blocker) throw conflict(`No payout yet: ${blocker}.`);
  const accepted = order.adminPriceEur;
  const differs = accepted !== null && !accepted.equals(new Prisma.Decimal(price));
  if (differs && !reason) {
    const why = `The seller accepted €${accepted.toFixed(2)}; paying €${Number(price).toFixed(2)} needs a reason the seller will see (--reason).`;
    throw validationError({ reason: [why] }, why);
  }
  return transitionSellOrder(db, {
    id,
    action: 'sell',
    actor: staff(staffId),
    data: { finalPriceEur: price, payoutReference, paidOutAt: new Date() },
    priceEur: price,
    note: differs ? `paid €${Number(price).toFixed(2)} instead of the accepted €${accepted.toFixed(2)}: ${reason}` : `sold, payout ${payoutReference}`,
  });
}

/** The price the received skin is listed at; its listing is repriced now if it exists and is not sold. */
export async function setResalePrice(db: PrismaClient, id: number, priceEur: string) {
  const price = euro(priceEur);
  const order = await db.sellOrder.update({ where: { id }, data: { resalePriceEur: price } }).catch((error: unknown) => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw notFound(`Sell order ${id} not found`);
    throw error;
  });
  await executeStatement(
    db,
    statements
      .updateTable('listings')
      .set({ price: sql`${price}::numeric`, updated_at: sql`now()` })
      .where('listings.status', 'in', [literal('available'), literal('withdrawn')])
      .where('listings.id', 'in', (eb) =>
        eb
          .selectFrom('bot_assets as a')
          .innerJoin('trade_items as ti', 'ti.bot_asset_id', 'a.id')
          .innerJoin('trades as t', 't.id', 'ti.trade_id')
          .select('a.listing_id')
          .where('ti.sell_order_id', '=', id)
          .where('t.kind', '=', literal('intake'))
          .where('a.listing_id', 'is not', null),
      ),
  );
  return order;
}

export function returnSellOrder(db: PrismaClient, staffId: number, id: number, note?: string) {
  return transitionSellOrder(db, { id, action: 'return', actor: staff(staffId), note: note ?? 'returned to the seller' });
}

export function cancelSellOrder(db: PrismaClient, staffId: number, id: number, note?: string) {
  return transitionSellOrder(db, { id, action: 'cancel', actor: staff(staffId), note: note ?? 'cancelled' });
}
