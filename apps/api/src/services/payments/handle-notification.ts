/**
 * One Paysage notification, from raw bytes to the order (DESIGN.md, Payments):
 *   1. its origin is proven (verify-notification.ts), before the body is even parsed;
 *   2. it is only a hint: the transaction it names is fetched from the provider's status query, and the
 *      provider's record (status, amount, currency, tracking id) is what gets applied; a record that is
 *      missing, or belongs to another tracking id, changes nothing;
 *   3. the provider's record goes through the one apply path, which also checks amount and currency
 *      against the order.
 * A refusal is an AppError like every other refusal, so the provider gets the status it acts on: 4xx for
 * what must not be retried as is, 503 while the provider's status query is unreachable (the provider
 * retries, and the reconciler would find the payment anyway); 200 once handled.
 */
import type { KeyObject } from 'node:crypto';
import type { PrismaClient } from '@skins/db';
import { AppError, type ErrorCode } from '../../lib/errors.ts';
import { applyProviderTransaction } from '../orders/apply-provider-transaction.ts';
import { confirmRefundFromProvider } from '../refunds/send-refunds.ts';
import { findTransaction, parseProviderTransaction, ProviderUnavailableError, type PaysageConfig } from '../paysage/client.ts';
import { verifyNotification, type NotificationSecrets } from '../paysage/verify-notification.ts';

export interface NotificationContext {
  db: PrismaClient;
  paysage: PaysageConfig;
  secrets: NotificationSecrets;
  key: KeyObject;
  /** Any pino-style logger (the request's, in the route). */
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/** What the provider is told once a notification was handled (a refusal is an AppError instead). */
export interface NotificationHandled {
  status: 'OK';
  result: string;
}

export async function handleNotification(
  { db, paysage, secrets, key, log }: NotificationContext,
  rawBody: Buffer,
  headers: { authorization?: string; 'content-signature'?: string },
): Promise<NotificationHandled> {
  const refuse = (code: ErrorCode, message: string, details: Record<string, unknown>) => {
    log.warn({ ...details, refused: message }, 'refused a Paysage notification');
    return new AppError(code, message);
  };

  const verified = verifyNotification(rawBody, headers, secrets, key);
  if (!verified.ok) throw refuse('UNAUTHENTICATED', 'Notification not verified', { reason: verified.reason });

  let body: { transaction?: unknown } | null;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as { transaction?: unknown } | null;
  } catch {
    throw refuse('VALIDATION', 'The body is not valid JSON', {});
  }
  const claimed = parseProviderTransaction(body?.transaction);
  if (!claimed) {
    // e.g. the bare checkout object sent when a token expires unpaid: the expiry job settles the order.
    log.info({ by: verified.by }, 'Paysage notification without a transaction ignored');
    return { status: 'OK', result: 'ignored' };
  }
  const details = { by: verified.by, uid: claimed.uid, trackingId: claimed.trackingId, claimedStatus: claimed.status };

  let confirmed;
  try {
    confirmed = await findTransaction(paysage, claimed.uid);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw refuse('UNAVAILABLE', 'The provider could not confirm the transaction; try again later', details);
    throw error;
  }
  if (!confirmed) throw refuse('VALIDATION', 'The provider has no such transaction', details);
  if (confirmed.trackingId !== claimed.trackingId) throw refuse('VALIDATION', 'The transaction belongs to another order', details);

  // The provider notifies the shop of its own refunds too: they confirm a refund, they never pay for anything.
  if (confirmed.type === 'refund') {
    const refund = await confirmRefundFromProvider(db, confirmed);
    log.info({ ...details, result: refund }, 'Paysage refund notification');
    return { status: 'OK', result: refund };
  }

  const result = await applyProviderTransaction(db, confirmed, 'notification', paysage);
  const applied = { ...details, status: confirmed.status, result: result.result };
  if (result.result === 'mismatch') throw refuse('VALIDATION', result.reason, applied);
  if (result.result === 'unknown_order') throw refuse('NOT_FOUND', 'Unknown tracking id', applied);
  // Answered 200 (the provider must not retry it), but someone ran a test checkout against a live shop.
  if (result.result === 'test_payment') {
    log.warn(applied, 'refused a Paysage test payment: the shop is not in test mode');
    return { status: 'OK', result: result.result };
  }
  log.info(applied, 'Paysage notification');
  return { status: 'OK', result: result.result };
}
