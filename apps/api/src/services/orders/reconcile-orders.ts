/**
 * The reconciler (DESIGN.md, Payments; R7-R9): open orders older than a grace period are looked up at
 * the provider by tracking id and settled through the same code as a notification. It also looks at
 * orders that expired recently, so a payment whose notification was lost is still found.
 *
 * Provider trouble leaves every order as it is and fails the run, so the job is retried with backoff:
 * an order is never failed because the provider could not be asked. Safe to run twice at once: each
 * run claims its orders with SKIP LOCKED, and applying a transaction is idempotent anyway.
 */
import type { PrismaClient } from '@skins/db';
import { queryRows, sql, statements } from '@skins/db/sql';
import { findTransactionsByTrackingId, type PaysageConfig } from '../paysage/client.ts';
import { applyProviderTransaction, type ApplyResult } from './apply-provider-transaction.ts';

export interface ReconcileOptions {
  /** Give the notification this long to arrive before asking the provider. */
  graceMs?: number;
  /** Do not ask about the same order more often than this. */
  recheckMs?: number;
  /** Also ask about orders that expired (canceled) within this window. */
  lateWindowMs?: number;
  batch?: number;
}

export interface ReconcileReport {
  checked: number;
  applied: ApplyResult[];
  /** Test transactions a live shop refused (each one means a test checkout reached it). */
  testPayments: ApplyResult[];
}

export async function reconcileOrders(db: PrismaClient, paysage: PaysageConfig, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const { graceMs = 60_000, recheckMs = 30_000, lateWindowMs = 24 * 3_600_000, batch = 50 } = options;
  const ago = (ms: number) => sql<Date>`now() - make_interval(secs => ${ms / 1000})`;
  const due = statements
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.created_at', '<', ago(graceMs))
    .where((eb) => eb.or([eb('orders.last_checked_at', 'is', null), eb('orders.last_checked_at', '<', ago(recheckMs))]))
    .where((eb) =>
      eb.or([
        eb('orders.status', 'in', ['pending', 'processing']),
        eb.and([eb('orders.status', '=', 'canceled'), eb('orders.failure_reason', '=', 'expired'), eb('orders.expires_at', '>', ago(lateWindowMs))]),
      ]),
    )
    .orderBy('orders.last_checked_at', (order) => order.asc().nullsFirst())
    .orderBy('orders.id')
    .limit(batch)
    .forUpdate()
    .skipLocked();
  const claimed = await queryRows(
    db,
    statements.updateTable('orders').set({ last_checked_at: sql`now()` }).where('orders.id', 'in', due).returning(['orders.id', 'orders.tracking_id']),
  );

  const applied: ApplyResult[] = [];
  const testPayments: ApplyResult[] = [];
  for (const order of claimed) {
    // A ProviderUnavailableError escapes here on purpose: the job fails and BullMQ retries with backoff.
    const transactions = await findTransactionsByTrackingId(paysage, order.tracking_id);
    for (const transaction of transactions) {
      const result = await applyProviderTransaction(db, transaction, 'reconciler', paysage);
      if (result.result === 'applied') applied.push(result);
      if (result.result === 'test_payment') testPayments.push(result);
    }
  }
  return { checked: claimed.length, applied, testPayments };
}
