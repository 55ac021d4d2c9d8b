/**
 * The staff offers on a seller's sell order, oldest first (issue 16.4). Each offer is a sell_order_events
 * row written by the offer transition with its amount, time and the reference price it was based on, so
 * a changed offer never erases the earlier one.
 */
import type { PrismaClient } from '@skins/db';
import { convertFromEur, type OfferHistoryEntry } from '@skins/shared';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';
import { loadForActor } from './transition.ts';

export async function listOfferHistory(db: PrismaClient, sellerId: number, id: number, currency: PriceCurrency): Promise<OfferHistoryEntry[]> {
  await loadForActor(db, id, { id: sellerId, role: 'seller' });
  const offers = await db.sellOrderEvent.findMany({
    where: { sellOrderId: id, toStatus: 'offer', actorRole: 'staff', priceEur: { not: null } },
    orderBy: { id: 'asc' },
  });
  const money = (value: { toString(): string }) => convertFromEur(value.toString(), currency.rate);
  return offers.map((offer) => ({
    amount: money(offer.priceEur!),
    reference_price: offer.referencePriceEur === null ? null : money(offer.referencePriceEur),
    created_at: offer.createdAt.toISOString(),
    currency_code: currency.code,
    currency_symbol: currency.symbol,
  }));
}
