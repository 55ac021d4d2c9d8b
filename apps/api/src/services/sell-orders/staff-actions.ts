/** What staff do with sell orders (the staff router and CLI call these). Prices are in euro. */
import type { PrismaClient, SellOrderStatus } from '@skins/db';
import { REFERENCE_MIN_SALES } from '@skins/shared';
import { validationError } from '../../lib/errors.ts';
import { referenceMedianByName } from '../price-history/sales-queries.ts';
import { transitionSellOrder } from './transition.ts';

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
    include: { events: { orderBy: { id: 'asc' }, include: { actor: { select: { email: true } } } }, user: { select: { email: true, iban: true, bicSwift: true } } },
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
  return transitionSellOrder(db, {
    id, action: 'offer', actor: staff(staffId), data: { adminPriceEur: price }, priceEur: price, referencePriceEur, note: 'offer made',
  });
}

export function markReceived(db: PrismaClient, staffId: number, id: number) {
  return transitionSellOrder(db, { id, action: 'receive', actor: staff(staffId), note: 'skin received' });
}

/** Sold at a final price; the payout is recorded once (its reference is unique). */
export function markSold(db: PrismaClient, staffId: number, id: number, finalPriceEur: string, payoutReference: string) {
  const price = euro(finalPriceEur);
  return transitionSellOrder(db, {
    id,
    action: 'sell',
    actor: staff(staffId),
    data: { finalPriceEur: price, payoutReference, paidOutAt: new Date() },
    priceEur: price,
    note: `sold, payout ${payoutReference}`,
  });
}

export function returnSellOrder(db: PrismaClient, staffId: number, id: number, note?: string) {
  return transitionSellOrder(db, { id, action: 'return', actor: staff(staffId), note: note ?? 'returned to the seller' });
}

export function cancelSellOrder(db: PrismaClient, staffId: number, id: number, note?: string) {
  return transitionSellOrder(db, { id, action: 'cancel', actor: staff(staffId), note: note ?? 'cancelled' });
}
