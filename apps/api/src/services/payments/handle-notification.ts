/**
 * One Paysage notification, from raw bytes to the order (DESIGN.md, Payments):
 *   1. its origin is proven (verify-notification.ts), before the body is even parsed;
 *   2. it is only a hint: the transaction it names is fetched from the provider's status query, and the
 *      provider's record (status, amount, currency, tracking id) is what gets applied; a record that is
 *      missing, or belongs to another tracking id, changes nothing;
 *   3. the provider's record goes through the one apply path, which also checks amount and currency
 *      against the order.
 * The answer carries the HTTP status the provider acts on: 2xx once handled, 4xx for what must not be
 * retried as is, 503 while the provider's status query is unreachable (the provider retries, and the
 * reconciler would find the payment anyway).
 */
import type { KeyObject } from 'node:crypto';
import type { PrismaClient } from '@skins/db';
import { applyProviderTransaction, type ApplyResult } from '../orders/apply-provider-transaction.ts';
import { findTransaction, parseProviderTransaction, ProviderUnavailableError, type PaysageConfig } from './paysage-client.ts';
import { verifyNotification, type NotificationSecrets } from './verify-notification.ts';

export interface NotificationOutcome {
  httpStatus: 200 | 401 | 404 | 422 | 503;
  body: { status: 'OK'; result: string } | { status: 'ERROR'; code: string; message: string };
  /** For the log line: what happened, never the body's secrets. */
  log: Record<string, unknown>;
}

const refused = (httpStatus: NotificationOutcome['httpStatus'], code: string, message: string, log: Record<string, unknown>): NotificationOutcome => ({
  httpStatus,
  body: { status: 'ERROR', code, message },
  log: { ...log, refused: message },
});

export async function handleNotification(
  db: PrismaClient,
  paysage: PaysageConfig,
  secrets: NotificationSecrets,
  key: KeyObject,
  rawBody: Buffer,
  headers: { authorization?: string; 'content-signature'?: string },
): Promise<NotificationOutcome> {
  const verified = verifyNotification(rawBody, headers, secrets, key);
  if (!verified.ok) return refused(401, 'UNAUTHENTICATED', 'Notification not verified', { reason: verified.reason });

  let body: { transaction?: unknown } | null;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as { transaction?: unknown } | null;
  } catch {
    return refused(422, 'VALIDATION', 'The body is not valid JSON', {});
  }
  const claimed = parseProviderTransaction(body?.transaction);
  // e.g. the bare checkout object sent when a token expires unpaid: the expiry job settles the order.
  if (!claimed) return { httpStatus: 200, body: { status: 'OK', result: 'ignored' }, log: { by: verified.by, result: 'ignored' } };
  const log = { by: verified.by, uid: claimed.uid, trackingId: claimed.trackingId, claimedStatus: claimed.status };

  let confirmed;
  try {
    confirmed = await findTransaction(paysage, claimed.uid);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return refused(503, 'UNAVAILABLE', 'The provider could not confirm the transaction; try again later', log);
    throw error;
  }
  if (!confirmed) return refused(422, 'NOT_CONFIRMED', 'The provider has no such transaction', log);
  if (confirmed.trackingId !== claimed.trackingId) return refused(422, 'NOT_CONFIRMED', 'The transaction belongs to another order', log);

  const result: ApplyResult = await applyProviderTransaction(db, confirmed, 'notification');
  const applied = { ...log, status: confirmed.status, result: result.result };
  if (result.result === 'mismatch') return refused(422, 'VALIDATION', result.reason, applied);
  if (result.result === 'unknown_order') return refused(404, 'NOT_FOUND', 'Unknown tracking id', applied);
  return { httpStatus: 200, body: { status: 'OK', result: result.result }, log: applied };
}
