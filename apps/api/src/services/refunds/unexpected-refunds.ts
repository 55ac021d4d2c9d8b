/**
 * Provider refunds the shop did not expect: a second refund for a refund the shop had already settled (a
 * request that landed late), or a refund whose tracking id names no refund of the shop's (made in the
 * provider's back office). Money went out that the books do not show: staff look at each and settle it.
 */
import type { PrismaClient } from '@skins/db';
import { notFound } from '../../lib/errors.ts';
import type { ProviderTransaction } from '../paysage/client.ts';

/** Kept once per provider refund, however often the provider reports it. */
export async function recordUnexpectedRefund(db: PrismaClient, transaction: ProviderTransaction, refundId: number | null, orderId: number | null, note: string): Promise<void> {
  const order = orderId ?? (await orderOfTracking(db, transaction.trackingId));
  await db.unexpectedRefund.upsert({
    where: { providerUid: transaction.uid },
    create: { providerUid: transaction.uid, refundId, orderId: order, amountMinor: BigInt(transaction.amount), currency: transaction.currency.slice(0, 3), trackingId: transaction.trackingId.slice(0, 255), note: note.slice(0, 500) },
    update: {},
  });
}

/** A refund's tracking ids are the order's and the refund's own, semicolon-separated. */
async function orderOfTracking(db: PrismaClient, trackingId: string): Promise<number | null> {
  const ids = trackingId.split(';').map((id) => id.trim()).filter(Boolean);
  const order = await db.order.findFirst({ where: { trackingId: { in: ids } }, select: { id: true } });
  return order?.id ?? null;
}

export async function listUnexpectedRefunds(db: PrismaClient) {
  const rows = await db.unexpectedRefund.findMany({ where: { settledAt: null }, orderBy: { id: 'asc' }, take: 200 });
  return rows.map((row) => ({
    id: row.id,
    providerUid: row.providerUid,
    refundId: row.refundId,
    orderId: row.orderId,
    amount: `${(Number(row.amountMinor) / 100).toFixed(2)} ${row.currency}`,
    seenAt: row.seenAt.toISOString(),
    note: row.note,
  }));
}

/** Staff dealt with it (recovered the money, or booked it): it leaves the attention list, with who and why. */
export async function settleUnexpectedRefund(db: PrismaClient, id: number, staffEmail: string, note: string): Promise<void> {
  const { count } = await db.unexpectedRefund.updateMany({ where: { id, settledAt: null }, data: { settledAt: new Date(), settledBy: staffEmail, note: note.slice(0, 500) } });
  if (count === 0) throw notFound('No unsettled unexpected refund with that id');
}
