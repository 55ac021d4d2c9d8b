import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Notifier } from './notifier.ts';
import type { Checkout, PaysageStore, Transaction } from './store.ts';
import { TEST_ONLY } from './serialize.ts';

/**
 * Refunds, as beGateway does them (POST {gateway}/transactions/refunds): `parent_uid` names a successful
 * payment, `amount` (minor units) may be less than it and several partial refunds may follow, never more in
 * all than was paid, always in its currency; `duplicate_check` (default on) refuses the same parent and
 * amount again within 30 s. A refund is a transaction of its own (type refund, with its own uid); the status
 * query answers it, a search by any of its `tracking_id` values (semicolon-separated) finds it, and the
 * merchant is notified of it like any transaction.
 */
export const refundRequestSchema = z.object({
  request: z.object({
    parent_uid: z.string().trim().min(1, "can't be blank").max(64),
    amount: z.number().int('must be an integer (minor units)').positive('must be greater than 0'),
    reason: z.string().trim().min(1, "can't be blank").max(255),
    tracking_id: z.string().trim().max(255).optional(),
    duplicate_check: z.boolean().optional(),
  }),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>['request'];

export interface Refund {
  uid: string;
  parentUid: string;
  amount: number;
  currency: string;
  reason: string;
  trackingIds: string[];
  createdAt: Date;
}


export class RefundError extends Error {
  constructor(message: string, readonly httpStatus = 422) {
    super(message);
  }
}

export function createRefund(store: PaysageStore, request: RefundRequest, duplicateWindowMs: number, now = new Date()): { refund: Refund; parent: Transaction; checkout: Checkout } {
  const parent = store.transactions.get(request.parent_uid);
  const checkout = parent && store.checkouts.get(parent.checkoutToken);
  if (!parent || !checkout) throw new RefundError('Parent transaction not found', 404);
  if (parent.status !== 'successful') throw new RefundError('Only a successful payment can be refunded');
  const earlier = store.refundsOf(parent.uid);
  const refunded = earlier.reduce((sum, refund) => sum + refund.amount, 0);
  if (refunded + request.amount > checkout.order.amount) {
    throw new RefundError(`Amount exceeds what is left to refund (${checkout.order.amount - refunded})`);
  }
  if (request.duplicate_check !== false && earlier.some((refund) => refund.amount === request.amount && now.getTime() - refund.createdAt.getTime() < duplicateWindowMs)) {
    throw new RefundError('Duplicate request: the same amount was refunded from this transaction less than 30 seconds ago');
  }
  const refund: Refund = {
    uid: randomUUID(),
    parentUid: parent.uid,
    amount: request.amount,
    currency: checkout.order.currency,
    reason: request.reason,
    trackingIds: (request.tracking_id ?? checkout.order.tracking_id).split(';').map((id) => id.trim()).filter(Boolean),
    createdAt: now,
  };
  store.addRefund(refund);
  return { refund, parent, checkout };
}

export function refundJson(refund: Refund) {
  const at = refund.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    uid: refund.uid,
    id: refund.uid,
    parent_uid: refund.parentUid,
    type: 'refund',
    status: 'successful',
    message: 'Successfully processed',
    amount: refund.amount,
    currency: refund.currency,
    reason: refund.reason,
    tracking_id: refund.trackingIds.join(';'),
    test: TEST_ONLY,
    created_at: at,
    updated_at: at,
    refund: { message: 'Refund was approved', amount: refund.amount, currency: refund.currency },
  };
}

export function notifyRefund(notifier: Notifier, checkout: Checkout, refund: Refund): void {
  notifier.notify(checkout.settings.notification_url, { transaction: refundJson(refund) }, refund.uid);
}
