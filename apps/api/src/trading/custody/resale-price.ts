/**
 * The price a skin received from a seller is listed at: what staff set for it (`sell-orders resale-price`),
 * else the default rule on the reference price: the item's 30-day median sale price when enough sales back
 * it, else what the shop paid plus a 25% margin. Never below what the shop paid.
 */
import { Prisma } from '@skins/db';
import { REFERENCE_MIN_SALES } from '@skins/shared';
import type { Db } from '@skins/db';
import { referenceMedianByName } from '../../services/price-history/sales-queries.ts';

export const DEFAULT_MARGIN = new Prisma.Decimal('1.25');

export async function resalePriceEur(
  db: Db,
  order: { skinName: string; resalePriceEur: Prisma.Decimal | null; finalPriceEur: Prisma.Decimal | null; adminPriceEur: Prisma.Decimal | null },
): Promise<Prisma.Decimal> {
  if (order.resalePriceEur) return order.resalePriceEur;
  const paid = order.finalPriceEur ?? order.adminPriceEur ?? new Prisma.Decimal(0);
  const reference = await referenceMedianByName(db, order.skinName);
  const median = reference.median !== null && reference.sales >= REFERENCE_MIN_SALES ? new Prisma.Decimal(reference.median.toString()) : null;
  const withMargin = paid.mul(DEFAULT_MARGIN).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
  const price = median ?? withMargin;
  return Prisma.Decimal.max(price, paid, new Prisma.Decimal('0.01'));
}
