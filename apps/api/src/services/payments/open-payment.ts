/**
 * Starts the payment of an order at Paysage in token mode (DESIGN.md, Payments): the server creates the
 * checkout token and alone sets the amount, currency, description, tracking id, return URLs and
 * notification_url. The browser is given only the token (widget) or the hosted page's URL (card flow), so
 * nothing it sends can change what is charged or where the provider reports the outcome.
 */
import type { Prisma, PrismaClient } from '@skins/db';
import type { CheckoutResponse } from '@skins/shared';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';
import { moveOrder } from '../orders/order-state.ts';
import { releaseOrderItems } from '../orders/release-order-items.ts';
import { createCheckout, type CheckoutRequest, type PaysageConfig } from '../paysage/client.ts';

export interface PaymentSettings {
  paysage: PaysageConfig;
  notificationUrl: string;
  publicWebUrl: string;
  orderTtlMs: number;
}

export interface PayableOrder {
  id: number;
  kind: 'cart' | 'top_up';
  amountMinor: bigint;
  currency: string;
  trackingId: string;
  expiresAt: Date;
  paymentType: 'paysage_widget' | 'card';
}

/**
 * Where the buyer's browser is sent back to: the result pages of a cart order or of a top-up, with the
 * status token, so they can show the outcome even when the session ended while the buyer was paying.
 */
function returnUrls(web: string, order: PayableOrder, statusToken: string) {
  const query = `${order.kind === 'top_up' ? `order_id=${order.id}&type=top-up` : `order_id=${order.id}`}&status_token=${statusToken}`;
  return {
    successUrl: `${web}/processing-payment?${query}`,
    declineUrl: `${web}/fail-payment?${query}`,
    failUrl: `${web}/fail-payment?${query}`,
    cancelUrl: order.kind === 'top_up' ? `${web}/account?tab=balance` : `${web}/cart`,
  };
}

export function paymentDescription(order: Pick<PayableOrder, 'id' | 'kind'>): string {
  return order.kind === 'top_up' ? `Balance top-up #${order.id}` : `Order #${order.id}`;
}

/**
 * `keepAnswer`: the answer is also stored as the order's idempotent response (checkout's Idempotency-Key), by
 * the same update that records the token.
 */
export async function openPayment(
  db: PrismaClient,
  order: PayableOrder,
  customer: CheckoutRequest['customer'],
  settings: PaymentSettings,
  { keepAnswer = false }: { keepAnswer?: boolean } = {},
): Promise<CheckoutResponse> {
  const statusToken = randomToken();
  let checkout: { token: string; redirectUrl: string };
  try {
    checkout = await createCheckout(settings.paysage, {
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: paymentDescription(order),
      trackingId: order.trackingId,
      notificationUrl: settings.notificationUrl,
      ...returnUrls(settings.publicWebUrl, order, statusToken),
      customer,
      expiresAt: order.expiresAt,
    });
  } catch (error) {
    // No payment can start: give the items back at once rather than holding them until the order expires, and
    // free the Idempotency-Key, since nothing was answered that a retry should repeat: the retry starts afresh.
    await db.$transaction(async (tx) => {
      await releaseOrderItems(tx, order.id);
      await moveOrder(tx, { orderId: order.id, from: 'pending', to: 'failed', source: 'checkout', note: (error as Error).message, data: { failureReason: 'payment provider unavailable' } });
      await tx.order.update({ where: { id: order.id }, data: { idempotencyKey: null } });
    });
    throw new AppError('UNAVAILABLE', 'Failed to initialize payment');
  }
  const answer = paymentAnswer(order, settings, checkout, statusToken);
  await db.order.updateMany({
    where: { id: order.id },
    data: { paysageToken: checkout.token, statusTokenHash: sha256Hex(statusToken), ...(keepAnswer ? { idempotentResponse: answer as unknown as Prisma.InputJsonValue } : {}) },
  });
  return answer;
}

function paymentAnswer(order: PayableOrder, settings: PaymentSettings, checkout: { token: string; redirectUrl: string }, statusToken: string): CheckoutResponse {
  if (order.paymentType === 'card') {
    return { status: 'OK', message: 'Redirecting to payment gateway...', order_id: order.id, redirect_url: checkout.redirectUrl, status_token: statusToken };
  }
  return {
    status: 'OK',
    order_id: order.id,
    amount: Number(order.amountMinor) / 100,
    amount_minor: Number(order.amountMinor),
    currency: order.currency,
    tracking_id: order.trackingId,
    notification_url: settings.notificationUrl,
    description: paymentDescription(order),
    token: checkout.token,
    checkout_url: settings.paysage.checkoutUrl,
    test_mode: settings.paysage.testMode,
    status_token: statusToken,
  };
}
