/**
 * A refund whose answer was lost while the provider was slow: the shop never asks again on a search that
 * finds nothing yet; it settles the refund by its own tracking id. Here the provider makes refunds late and
 * its duplicate check is off (a late request lands outside its 30 s window), so only the shop can prevent a
 * second refund. Any provider refund the shop did not expect reaches staff's attention list.
 */
import { describe, expect, it } from 'vitest';
import { createRefund, findTransactionsByTrackingId } from '../src/services/paysage/client.ts';
import { requestItemRefunds } from '../src/services/refunds/request-refunds.ts';
import { confirmRefundFromProvider, refundTrackingKey, sendPendingRefunds } from '../src/services/refunds/send-refunds.ts';
import { listUnexpectedRefunds, settleUnexpectedRefund } from '../src/services/refunds/unexpected-refunds.ts';
import { paysageConfigFor } from './helpers/paysage-sandbox.ts';
import { useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack({}, { SANDBOX_PAYSAGE_REFUND_DUPLICATE_SECONDS: '0' });
/** The worker gives up on the provider's answer long before the provider makes the refund. */
const hasty = () => ({ ...paysageConfigFor(stack.sandbox.base), timeoutMs: 300 });
const PROVIDER_DELAY_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refundAtProvider(trackingId: string) {
  return (await findTransactionsByTrackingId(paysageConfigFor(stack.sandbox.base), trackingId)).filter((transaction) => transaction.type === 'refund');
}

/** The claim of the last try ran out: the next run takes the refund again at once. */
const claimNow = (id: number) => stack.db.refund.update({ where: { id }, data: { claimedUntil: new Date(Date.now() - 1000) } });

async function pendingRefund() {
  // Two items, one refunded: the payment has money left that a second refund could take.
  const { orderId } = await stack.paidOrder({ count: 2 });
  const [item] = await stack.db.orderItem.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  await stack.db.$transaction((tx) => requestItemRefunds(tx, orderId, [item!.id], 'test: not delivered'));
  const refund = await stack.db.refund.findFirstOrThrow({ where: { orderId } });
  const order = await stack.db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { refund, order };
}

describe('refunds when the provider is slow', () => {
  it('a lost answer is looked for by the refund\'s tracking id, never asked again: the provider refunds once', async () => {
    const { refund, order } = await pendingRefund();
    await stack.sandbox.setFaults({ 'paysage.refunds': `slow:${PROVIDER_DELAY_MS}` });

    expect((await sendPendingRefunds(stack.db, hasty())).retrying).toContain(refund.id);
    // The next run comes before the provider made the refund: its search finds nothing yet.
    await claimNow(refund.id);
    expect((await sendPendingRefunds(stack.db, hasty())).retrying).toContain(refund.id);
    await sleep(PROVIDER_DELAY_MS * 2 + 500);
    expect(await refundAtProvider(order.trackingId)).toHaveLength(1);

    await stack.sandbox.setFaults({ 'paysage.refunds': 'normal' });
    await claimNow(refund.id);
    expect((await sendPendingRefunds(stack.db, hasty())).succeeded).toContain(refund.id);
    const [made] = await refundAtProvider(order.trackingId);
    expect(await stack.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'succeeded', providerUid: made!.uid });
    expect(await refundAtProvider(order.trackingId)).toHaveLength(1);
  });

  it('once the answer window has passed with no such refund at the provider, it is asked again', async () => {
    const { refund, order } = await pendingRefund();
    // An ask long ago that never reached the provider.
    await stack.db.refund.update({ where: { id: refund.id }, data: { askedAt: new Date(Date.now() - 3_600_000), attempts: 1 } });
    expect((await sendPendingRefunds(stack.db, hasty(), { answerWindowMs: 60_000 })).succeeded).toContain(refund.id);
    expect(await refundAtProvider(order.trackingId)).toHaveLength(1);
  });

  it('a second provider refund for a settled refund is unexpected money out: staff see it and settle it', async () => {
    const { refund, order } = await pendingRefund();
    expect((await sendPendingRefunds(stack.db, paysageConfigFor(stack.sandbox.base))).succeeded).toContain(refund.id);
    // A request that landed late made a second refund under the same tracking id.
    const second = await createRefund(paysageConfigFor(stack.sandbox.base), { parentUid: order.paysageUid!, amountMinor: 1n, reason: 'late duplicate', trackingId: `${order.trackingId};${refundTrackingKey(refund.id)}` });
    expect(await confirmRefundFromProvider(stack.db, second)).toBe('unexpected');
    expect(await confirmRefundFromProvider(stack.db, second)).toBe('unexpected');
    const listed = (await listUnexpectedRefunds(stack.db)).filter((row) => row.providerUid === second.uid);
    expect(listed).toEqual([expect.objectContaining({ refundId: refund.id, orderId: order.id, amount: '0.01 EUR' })]);
    // The shop's own refund is unchanged: one, settled with the first provider refund.
    expect((await stack.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).providerUid).not.toBe(second.uid);
    await settleUnexpectedRefund(stack.db, listed[0]!.id, 'staff@test.local', 'recovered from the buyer');
    expect((await listUnexpectedRefunds(stack.db)).map((row) => row.providerUid)).not.toContain(second.uid);
  });

  it('a provider refund naming no refund of the shop\'s is unexpected too', async () => {
    const { order } = await pendingRefund();
    const stray = await createRefund(paysageConfigFor(stack.sandbox.base), { parentUid: order.paysageUid!, amountMinor: 2n, reason: 'back office', trackingId: order.trackingId });
    expect(await confirmRefundFromProvider(stack.db, stray)).toBe('unexpected');
    expect((await listUnexpectedRefunds(stack.db)).find((row) => row.providerUid === stray.uid)).toMatchObject({ orderId: order.id, refundId: null });
  });
});
