/**
 * Refunds through the provider, against the Paysage stand-in: at most once per item or order,
 * also when a worker died after the provider made the refund; the provider's refund notification confirms
 * what the shop asked for and never pays for anything; staff refund a refund_required order with one call.
 */
import { describe, expect, it } from 'vitest';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { createRefund, findTransactionsByTrackingId } from '../src/services/paysage/client.ts';
import { requestItemRefunds, requestOrderRefund } from '../src/services/refunds/request-refunds.ts';
import { confirmRefundFromProvider, refundTrackingKey, sendPendingRefunds } from '../src/services/refunds/send-refunds.ts';
import { allocateMinor } from '../src/services/refunds/refund-shares.ts';
import { paysageConfigFor } from './helpers/paysage-sandbox.ts';
import { useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack();
const paysage = () => paysageConfigFor(stack.sandbox.base);

describe('refund shares', () => {
  it('add up to the charge exactly, whatever the prices and the charge', () => {
    for (const [total, weights] of [
      [1000n, [333n, 333n, 334n]],
      [999n, [1n, 1n, 1n]],
      [1n, [500n, 500n]],
      [0n, [10n]],
      [12345n, [0n, 0n]],
      [987654321n, [123n, 4567n, 89n, 1n]],
    ] as const) {
      const shares = allocateMinor(total, weights);
      expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(total);
      expect(shares.every((share) => share >= 0n)).toBe(true);
    }
    expect(allocateMinor(1000n, [1n, 3n])).toEqual([250n, 750n]);
  });
});

describe('refunds', () => {
  it('a worker that died after the provider refunded: the next run finds that refund and makes none', async () => {
    const { orderId } = await stack.paidOrder({ count: 2 });
    const items = await stack.db.orderItem.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
    await stack.db.$transaction((tx) => requestItemRefunds(tx, orderId, [items[0]!.id], 'test: not delivered'));
    const refund = await stack.db.refund.findFirstOrThrow({ where: { orderId } });
    const order = await stack.db.order.findUniqueOrThrow({ where: { id: orderId } });
    // What the dead worker did: claimed it, and the provider made the refund; then nothing was recorded.
    await stack.db.refund.update({ where: { id: refund.id }, data: { status: 'sending', attempts: 1, askedAt: new Date(), claimedUntil: new Date(Date.now() - 1000) } });
    await createRefund(paysage(), { parentUid: order.paysageUid!, amountMinor: refund.amountMinor, reason: refund.reason, trackingId: `${order.trackingId};${refundTrackingKey(refund.id)}` });

    const report = await sendPendingRefunds(stack.db, paysage(), { batch: 1000 });
    expect(report.succeeded).toContain(refund.id);
    const refunds = (await findTransactionsByTrackingId(paysage(), order.trackingId)).filter((transaction) => transaction.type === 'refund');
    expect(refunds).toHaveLength(1);
    const settled = await stack.db.refund.findUniqueOrThrow({ where: { id: refund.id } });
    expect(settled).toMatchObject({ status: 'succeeded', providerUid: refunds[0]!.uid });
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('partly_refunded');
  });

  it('the same item is never recorded for a refund twice', async () => {
    const { orderId } = await stack.paidOrder();
    const [item] = await stack.db.orderItem.findMany({ where: { orderId } });
    await Promise.all([1, 2, 3].map(() => stack.db.$transaction((tx) => requestItemRefunds(tx, orderId, [item!.id], 'test'))));
    expect(await stack.db.refund.count({ where: { orderId } })).toBe(1);
  });

  it('a refund the provider reports is only a refund: it confirms ours and pays for nothing', async () => {
    const { orderId } = await stack.paidOrder();
    const [item] = await stack.db.orderItem.findMany({ where: { orderId } });
    await stack.db.$transaction((tx) => requestItemRefunds(tx, orderId, [item!.id], 'test'));
    const refund = await stack.db.refund.findFirstOrThrow({ where: { orderId } });
    const order = await stack.db.order.findUniqueOrThrow({ where: { id: orderId } });
    const made = await createRefund(paysage(), { parentUid: order.paysageUid!, amountMinor: refund.amountMinor, reason: refund.reason, trackingId: `${order.trackingId};${refundTrackingKey(refund.id)}` });
    // Through the one apply path (the reconciler lists it under the order's tracking id): ignored as a payment.
    expect(await applyProviderTransaction(stack.db, made, 'reconciler')).toEqual({ result: 'not_a_payment' });
    expect(await confirmRefundFromProvider(stack.db, made)).toBe('applied');
    expect(await confirmRefundFromProvider(stack.db, made)).toBe('duplicate');
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('refunded');
  });

  it('the provider down: the refund waits and is sent later, once', async () => {
    const { orderId } = await stack.paidOrder();
    const [item] = await stack.db.orderItem.findMany({ where: { orderId } });
    await stack.db.$transaction((tx) => requestItemRefunds(tx, orderId, [item!.id], 'test'));
    await fetch(`${stack.sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'paysage.api': 'down' }) });
    const refund = await stack.db.refund.findFirstOrThrow({ where: { orderId } });
    expect((await sendPendingRefunds(stack.db, paysage(), { batch: 1000 })).retrying).toContain(refund.id);
    await fetch(`${stack.sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'paysage.api': 'normal' }) });
    await stack.db.refund.update({ where: { id: refund.id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
    expect((await sendPendingRefunds(stack.db, paysage(), { batch: 1000 })).succeeded).toContain(refund.id);
    const order = await stack.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect((await findTransactionsByTrackingId(paysage(), order.trackingId)).filter((transaction) => transaction.type === 'refund')).toHaveLength(1);
  });

  it('staff refund a refund_required order whole, once, in the currency it was paid in', async () => {
    const { orderId } = await stack.paidOrder();
    await stack.db.order.update({ where: { id: orderId }, data: { status: 'refund_required', failureReason: 'paid after its items were sold to someone else' } });
    const refund = await requestOrderRefund(stack.db, orderId, 'staff@test.local');
    await expect(requestOrderRefund(stack.db, orderId, 'staff@test.local')).rejects.toThrow(/already being refunded/);
    expect(refund).toMatchObject({ key: `order:${orderId}`, currency: 'EUR' });
    await sendPendingRefunds(stack.db, paysage(), { batch: 1000 });
    expect((await stack.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('refunded');
    const { orderId: completedId } = await stack.paidOrder();
    await expect(requestOrderRefund(stack.db, completedId, 'staff@test.local')).rejects.toThrow(/only a refund_required order/);
  });
});
