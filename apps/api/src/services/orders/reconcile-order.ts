/**
 * Settles one order on staff's request: asks Paysage for every transaction under the order's tracking id
 * and applies each through the same code path as a notification (applyProviderTransaction), so a transaction
 * already applied changes nothing and running this twice is harmless.
 */
import type { PrismaClient } from '@skins/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { applyProviderTransaction } from './apply-provider-transaction.ts';
import { findTransactionsByTrackingId, ProviderRejectedError, ProviderUnavailableError, type PaysageConfig } from '../paysage/client.ts';

export async function reconcileOrder(db: PrismaClient, paysage: PaysageConfig, id: number) {
  const order = await db.order.findUnique({ where: { id } });
  if (!order) throw notFound(`Order ${id} not found`);
  const transactions = await askPaysage(paysage, order.trackingId);
  const results = [];
  for (const transaction of transactions) {
    const applied = await applyProviderTransaction(db, transaction, 'reconciler', paysage);
    results.push({ uid: transaction.uid, status: transaction.status, result: applied.result, ...('reason' in applied ? { reason: applied.reason } : {}) });
  }
  const after = await db.order.update({ where: { id }, data: { lastCheckedAt: new Date() } });
  return { id, trackingId: order.trackingId, before: order.status, after: after.status, transactions: results };
}

async function askPaysage(paysage: PaysageConfig, trackingId: string) {
  try {
    return await findTransactionsByTrackingId(paysage, trackingId);
  } catch (error) {
    // Never a verdict about the payment: the order stays as it is and staff can try again.
    if (error instanceof ProviderUnavailableError) throw new AppError('UNAVAILABLE', 'Paysage could not be reached; the order was left as it is. Try again later.');
    if (error instanceof ProviderRejectedError) throw new AppError('BAD_REQUEST', `Paysage refused the query: ${error.message}`);
    throw error;
  }
}
