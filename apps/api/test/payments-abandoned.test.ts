/**
 * An order abandoned at the 3-D Secure step: past ORDER_TTL the server asks the provider;
 * an unpaid order is canceled and its items go back on sale; a payment that still arrives later goes to
 * refund_required when the items were sold meanwhile, never to a second sale; a provider that cannot be
 * asked leaves the order for staff, never a verdict.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { expireOverdueOrders } from '../src/services/orders/expire-overdue-orders.ts';
import { settleAbandonedPayments } from '../src/services/orders/settle-abandoned-payments.ts';
import { createCheckout, findTransactionsByTrackingId } from '../src/services/paysage/client.ts';
import { listOrdersNeedingAttention } from '../src/services/orders/orders-needing-attention.ts';
import { createPendingOrder, restoreListings } from './helpers/orders.ts';
import { payWithToken } from './helpers/payments-stack.ts';
import { startPaysageSandbox, type PaysageSandbox } from './helpers/paysage-sandbox.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

const CHALLENGE_CARD = '4012000000001097';

describe('payments abandoned at 3-D Secure', () => {
  let db: PrismaClient;
  let paysage: PaysageSandbox;
  const touched: number[] = [];

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
    paysage = await startPaysageSandbox();
  });
  beforeEach(async () => {
    // Only this test's orders are overdue: earlier files' open orders must not take places in a batch.
    await db.order.updateMany({ where: { status: { in: ['pending', 'processing'] } }, data: { expiresAt: new Date(Date.now() + 3_600_000) } });
  });
  afterAll(async () => {
    await restoreListings(db, touched);
    await paysage?.close();
    await db?.$disconnect();
  });

  /** An order whose buyer reached the 3-D Secure challenge and left; its TTL has passed. */
  async function abandonedAtChallenge() {
    const { order, listingIds } = await createPendingOrder(db);
    touched.push(...listingIds);
    const checkout = await createCheckout(paysage.config, {
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `Order #${order.id}`,
      trackingId: order.trackingId,
      notificationUrl: 'http://127.0.0.1:9/nowhere',
      successUrl: 'http://web.test/ok',
      declineUrl: 'http://web.test/no',
      failUrl: 'http://web.test/no',
      cancelUrl: 'http://web.test/cart',
      customer: {},
      expiresAt: new Date(Date.now() + 600_000),
    });
    const started = await payWithToken(paysage.base, checkout.token, CHALLENGE_CARD);
    expect(started.body.status).toBe('incomplete');
    const [incomplete] = await findTransactionsByTrackingId(paysage.config, order.trackingId);
    await applyProviderTransaction(db, incomplete!, 'notification', paysage.config);
    await db.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'processing' });
    return { order, listingIds, uid: started.body.uid! };
  }

  it('past the TTL an unpaid processing order is canceled and its item released; a late payment is refunded', async () => {
    const { order, listingIds, uid } = await abandonedAtChallenge();
    // The plain expiry of pending orders leaves it alone: this is the defect the issue names.
    await expireOverdueOrders(db);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'processing' });

    expect(await settleAbandonedPayments(db, paysage.config)).toMatchObject({ canceled: [order.id] });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'canceled' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).toMatchObject({ status: 'available', reservedOrderId: null });

    // Someone else buys the item; then the first buyer finishes the challenge after all.
    await db.listing.update({ where: { id: listingIds[0]! }, data: { status: 'sold', soldAt: new Date() } });
    const finished = await fetch(`${paysage.base}/paysage/widget/3ds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uid, code: '12345' }) });
    expect(((await finished.json()) as { status: string }).status).toBe('successful');
    for (const transaction of await findTransactionsByTrackingId(paysage.config, order.trackingId)) await applyProviderTransaction(db, transaction, 'reconciler', paysage.config);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'refund_required', failureReason: 'paid after its items were sold to someone else' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).toMatchObject({ status: 'sold' });
    // Nothing of the completed order's work happened: no delivery of an item someone else bought.
    expect(await db.trade.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('a processing order the provider says was paid is completed, not canceled', async () => {
    const { order, uid } = await abandonedAtChallenge();
    await fetch(`${paysage.base}/paysage/widget/3ds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uid, code: '12345' }) });
    expect(await settleAbandonedPayments(db, paysage.config)).toMatchObject({ canceled: [] });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'completed' });
  });

  it('with the provider down the order stays processing and staff see it', async () => {
    const { order, listingIds } = await abandonedAtChallenge();
    await paysage.setFaults({ 'paysage.api': 'down' });
    try {
      expect(await settleAbandonedPayments(db, paysage.config)).toMatchObject({ canceled: [], unreachable: [order.id] });
    } finally {
      await paysage.setFaults({ 'paysage.api': 'normal' });
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'processing' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).toMatchObject({ status: 'reserved' });
    expect((await listOrdersNeedingAttention(db)).some((row) => row.id === order.id)).toBe(true);
  });
});
