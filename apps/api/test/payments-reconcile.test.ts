import { createPrismaClient, type PrismaClient } from '@skins/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileOrders } from '../src/services/orders/reconcile-orders.ts';
import { ProviderUnavailableError } from '../src/services/paysage/client.ts';
import { createPendingOrder, restoreListings } from './helpers/orders.ts';
import { payOrderAtSandbox, startPaysageSandbox, type PaysageSandbox } from './helpers/paysage-sandbox.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

const SUCCESS_CARD = '4200000000000000';
const DECLINED_CARD = '4005550000000019';

describe('reconciling open orders with Paysage', () => {
  let db: PrismaClient;
  let paysage: PaysageSandbox;
  const touched: number[] = [];

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 10 });
    paysage = await startPaysageSandbox();
  });
  beforeEach(async () => {
    await fetch(`${paysage.base}/reset`, { method: 'POST' });
    // Only this test's orders: every earlier order (open, or recently expired, which the reconciler also
    // asks about) is marked as just checked, so it cannot take a place in the reconciler's batch.
    await db.order.updateMany({ data: { lastCheckedAt: new Date(Date.now() + 3_600_000) } });
  });
  afterAll(async () => {
    await restoreListings(db, touched);
    await paysage?.close();
    await db?.$disconnect();
  });

  /** An order paid at the hosted page with `card`, its notification going nowhere we listen. */
  async function payOrder(card: string) {
    const { order, listingIds } = await createPendingOrder(db, { amountMinor: 1999n, currency: 'EUR' });
    touched.push(...listingIds);
    await payOrderAtSandbox(paysage.base, order, card);
    return { order, listingIds };
  }

  it('R7: with notifications dropped, the reconciler completes a paid order and fails a declined one', async () => {
    await paysage.setFaults({ 'paysage.notifications': 'drop' });
    const paid = await payOrder(SUCCESS_CARD);
    const declined = await payOrder(DECLINED_CARD);

    const report = await reconcileOrders(db, paysage.config, { graceMs: 0 });
    expect(report.checked).toBeGreaterThanOrEqual(2);
    expect(await db.order.findUniqueOrThrow({ where: { id: paid.order.id } })).toMatchObject({ status: 'completed' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: paid.listingIds[0]! } })).toMatchObject({ status: 'sold' });
    expect(await db.order.findUniqueOrThrow({ where: { id: declined.order.id } })).toMatchObject({ status: 'failed' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: declined.listingIds[0]! } })).toMatchObject({ status: 'available' });
    expect(await db.orderStatusChange.findFirst({ where: { orderId: paid.order.id } })).toMatchObject({ source: 'reconciler' });
  });

  it('R7: with the provider down, nothing is failed and the run fails so it is retried', async () => {
    const { order } = await payOrder(SUCCESS_CARD);
    await paysage.setFaults({ 'paysage.api': 'down' });
    await expect(reconcileOrders(db, paysage.config, { graceMs: 0 })).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'pending' });

    await paysage.setFaults({ 'paysage.api': 'normal' });
    await reconcileOrders(db, paysage.config, { graceMs: 0, recheckMs: 0 });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'completed' });
  });

  it('R8: two reconcilers at once settle each order once', async () => {
    await paysage.setFaults({ 'paysage.notifications': 'drop' });
    const orders = await Promise.all([1, 2, 3].map(() => payOrder(SUCCESS_CARD)));
    const [a, b] = await Promise.all([reconcileOrders(db, paysage.config, { graceMs: 0 }), reconcileOrders(db, paysage.config, { graceMs: 0 })]);
    const ids = orders.map(({ order }) => order.id);
    const settled = [...a.applied, ...b.applied].filter((r) => r.result === 'applied' && ids.includes(r.orderId));
    expect(settled).toHaveLength(3);
    for (const id of ids) expect(await db.orderStatusChange.count({ where: { orderId: id } })).toBe(1);
  });

  it('finds a payment for an order that expired meanwhile (late payment, items still on sale)', async () => {
    await paysage.setFaults({ 'paysage.notifications': 'drop' });
    const { order, listingIds } = await payOrder(SUCCESS_CARD);
    await db.order.update({ where: { id: order.id }, data: { status: 'canceled', failureReason: 'expired', lastCheckedAt: null } });
    await restoreListings(db, listingIds);
    await reconcileOrders(db, paysage.config, { graceMs: 0 });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'completed' });
  });
});
