import { createPrismaClient, type OrderStatus, type PrismaClient } from '@skins/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPoolExhausted } from '../src/lib/db-errors.ts';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { IllegalOrderMove, moveOrder } from '../src/services/orders/order-state.ts';
import { createPendingOrder, providerTransaction, restoreListings } from './helpers/orders.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

describe('applying provider transactions to orders', () => {
  let db: PrismaClient;
  const touched: number[] = [];
  beforeAll(() => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 20 });
  });
  afterAll(async () => {
    await restoreListings(db, touched);
    await db.$disconnect();
  });

  it('R1: 100 concurrent copies of one successful notification change the order once', async () => {
    const { order, listingIds } = await createPendingOrder(db, { listings: 2 });
    touched.push(...listingIds);
    const event = providerTransaction(order, 'successful');
    // As the provider sends them: a copy the pool had no connection for in time is answered 503 and sent again.
    const asProvider = async () => {
      for (;;) {
        try {
          return await applyProviderTransaction(db, event, 'notification');
        } catch (error) {
          if (!isPoolExhausted(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const results = await Promise.all(Array.from({ length: 100 }, asProvider));

    expect(results.filter((r) => r.result === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'duplicate')).toHaveLength(99);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'completed' });
    expect(await db.paymentEvent.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db.orderStatusChange.count({ where: { orderId: order.id } })).toBe(1);
    const listings = await db.listing.findMany({ where: { id: { in: listingIds } } });
    expect(listings.every((l) => l.status === 'sold' && l.reservedOrderId === null)).toBe(true);
  });

  it('R2: a declined transaction whose amount or currency differs from the order changes nothing', async () => {
    const { order, listingIds } = await createPendingOrder(db);
    touched.push(...listingIds);
    const forged = [
      { ...providerTransaction(order, 'failed'), amount: 1 },
      { ...providerTransaction(order, 'failed'), currency: 'USD' },
    ];
    for (const event of forged) expect((await applyProviderTransaction(db, event, 'notification')).result).toBe('mismatch');
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'pending' });
    expect(await db.paymentEvent.count({ where: { orderId: order.id } })).toBe(0);
    expect(await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).toMatchObject({ status: 'reserved' });
  });

  it('R2: money taken in the wrong amount or currency never completes the order: refund_required, items released', async () => {
    for (const patch of [{ amount: 1 }, { currency: 'USD' }]) {
      const { order, listingIds } = await createPendingOrder(db);
      touched.push(...listingIds);
      const result = await applyProviderTransaction(db, { ...providerTransaction(order, 'successful'), ...patch }, 'notification');
      expect(result).toMatchObject({ result: 'applied', to: 'refund_required' });
      expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'refund_required', failureReason: expect.stringMatching(/^paid .*, expected 12\.34 EUR$/) });
      expect(await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).toMatchObject({ status: 'available' });
      // The real, full payment arriving afterwards changes nothing: staff refund the order.
      expect((await applyProviderTransaction(db, providerTransaction(order, 'successful'), 'notification')).result).toBe('no_change');
    }
  });

  it('every status write goes through moveOrder: a move the machine forbids is refused, a stale one does nothing', async () => {
    const { order, listingIds } = await createPendingOrder(db);
    touched.push(...listingIds);
    await applyProviderTransaction(db, providerTransaction(order, 'successful'), 'notification');
    await expect(db.$transaction((tx) => moveOrder(tx, { orderId: order.id, from: 'completed', to: 'failed', source: 'expiry' }))).rejects.toBeInstanceOf(IllegalOrderMove);
    // Written as if the order were still pending: another writer got there first, so nothing happens.
    expect(await db.$transaction((tx) => moveOrder(tx, { orderId: order.id, from: 'pending', to: 'canceled', source: 'expiry' }))).toBe(false);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'completed' });
    expect((await db.orderStatusChange.findMany({ where: { orderId: order.id } })).map((change) => change.toStatus)).toEqual(['completed']);
  });

  it('answers unknown_order for a tracking id no order has', async () => {
    const event = providerTransaction({ trackingId: 'no-such-order', amountMinor: 100n, currency: 'EUR' }, 'successful');
    expect(await applyProviderTransaction(db, event, 'notification')).toEqual({ result: 'unknown_order' });
  });

  /** What any sequence must end in: paid wins whenever it happens; otherwise a decline fails the order. */
  function expectedFinal(events: string[]): OrderStatus {
    if (events.includes('successful')) return 'completed';
    if (events.some((e) => e === 'failed' || e === 'expired')) return 'failed';
    return events.includes('incomplete') ? 'processing' : 'pending';
  }

  function permutations<T>(items: T[]): T[][] {
    if (items.length <= 1) return [items];
    return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
  }

  it('R3: every order of successful, failed, incomplete and expired events ends in the state machine state', async () => {
    const sequences = permutations(['successful', 'failed', 'incomplete', 'expired']);
    expect(sequences).toHaveLength(24);
    for (const sequence of [...sequences, ['failed', 'incomplete'], ['incomplete'], ['expired', 'failed']]) {
      const { order, listingIds } = await createPendingOrder(db);
      touched.push(...listingIds);
      for (const status of sequence) await applyProviderTransaction(db, providerTransaction(order, status), 'notification');
      const final = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(final.status, sequence.join(' -> ')).toBe(expectedFinal(sequence));
      const listing = await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } });
      const expectedListing = final.status === 'completed' ? 'sold' : final.status === 'failed' ? 'available' : 'reserved';
      expect(listing.status, sequence.join(' -> ')).toBe(expectedListing);
    }
  });

  it('I2: a payment for an expired order whose item was sold meanwhile is marked for refund, never a second sale', async () => {
    const first = await createPendingOrder(db);
    touched.push(...first.listingIds);
    // The order expired: its item went back on sale, and another buyer bought it.
    await db.order.update({ where: { id: first.order.id }, data: { status: 'canceled' } });
    await restoreListings(db, first.listingIds);
    await db.listing.update({ where: { id: first.listingIds[0]! }, data: { status: 'sold', soldAt: new Date() } });

    const result = await applyProviderTransaction(db, providerTransaction(first.order, 'successful'), 'reconciler');
    expect(result).toMatchObject({ result: 'applied', from: 'canceled', to: 'refund_required' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: first.listingIds[0]! } })).toMatchObject({ status: 'sold', reservedOrderId: null });
  });

  it('a late payment for an expired order whose items are still on sale completes it', async () => {
    const { order, listingIds } = await createPendingOrder(db);
    touched.push(...listingIds);
    await db.order.update({ where: { id: order.id }, data: { status: 'canceled' } });
    await restoreListings(db, listingIds);
    const result = await applyProviderTransaction(db, providerTransaction(order, 'successful'), 'reconciler');
    expect(result).toMatchObject({ result: 'applied', to: 'completed' });
    expect(await db.listing.findUniqueOrThrow({ where: { id: listingIds[0]! } })).toMatchObject({ status: 'sold' });
  });

  it('a paid top-up credits the balance exactly once', async () => {
    const { order, user } = await createPendingOrder(db, { kind: 'top_up' });
    const event = providerTransaction(order, 'successful');
    await Promise.all([1, 2, 3].map(() => applyProviderTransaction(db, event, 'notification')));
    await applyProviderTransaction(db, providerTransaction(order, 'successful'), 'reconciler');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).balance.toString()).toBe('12.34');
    expect(await db.balanceEntry.count({ where: { orderId: order.id } })).toBe(1);
  });
});
