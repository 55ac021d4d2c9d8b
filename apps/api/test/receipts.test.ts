/**
 * Receipts through a slow or failing SMTP server: each paid order gets exactly one receipt,
 * with a Message-ID stable per order, however slow the server and however many runs overlap; a failing
 * server delays mail but never duplicates it; a long outbox is drained in one run, not 20 per run.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpSender } from '../src/services/mail/mailer.ts';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { listOrdersNeedingAttention } from '../src/services/orders/orders-needing-attention.ts';
import { RECEIPT_MAX_ATTEMPTS, resendReceipt, sendPendingReceipts } from '../src/services/orders/send-receipts.ts';
import { createPendingOrder, providerTransaction, restoreListings } from './helpers/orders.ts';
import { startPaysageSandbox, type PaysageSandbox } from './helpers/paysage-sandbox.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

interface InboxMessage {
  subject: string;
  message_id: string | null;
}

describe('the receipt outbox against a real SMTP server', () => {
  let db: PrismaClient;
  let sandbox: PaysageSandbox;
  let send: ReturnType<typeof smtpSender>;
  const touched: number[] = [];

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 10 });
    sandbox = await startPaysageSandbox();
    send = smtpSender({ smtp: { host: '127.0.0.1', port: sandbox.smtpPort, secure: false }, from: 'Skinshop <no-reply@skinshop.test>', webUrl: 'http://web.test', apiUrl: 'http://api.test' });
  });
  beforeEach(async () => {
    // Earlier files' paid orders are not this file's business: mark them mailed.
    await db.order.updateMany({ where: { receiptSentAt: null }, data: { receiptSentAt: new Date() } });
    await sandbox.setFaults({ 'mail.smtp': 'normal' });
  });
  afterAll(async () => {
    await restoreListings(db, touched);
    await sandbox?.close();
    await db?.$disconnect();
  });

  async function paidOrders(count: number) {
    const orders = [];
    for (let i = 0; i < count; i++) {
      const { order, listingIds } = await createPendingOrder(db);
      touched.push(...listingIds);
      await db.order.update({ where: { id: order.id }, data: { email: `receipt-${order.id}@example.test`, name: 'Ana' } });
      await applyProviderTransaction(db, providerTransaction(order, 'successful'), 'notification');
      orders.push(order);
    }
    return orders;
  }

  /** As when the pause after a failed try has passed. */
  async function pauseOver(orderId: number) {
    await db.order.update({ where: { id: orderId }, data: { receiptClaimedUntil: null } });
  }

  async function inbox(orderId: number): Promise<InboxMessage[]> {
    const response = await fetch(`${sandbox.base}/mail/api/messages?to=receipt-${orderId}@example.test`);
    return (await response.json()) as InboxMessage[];
  }

  it('a server taking longer than a transaction may last still gets one receipt per order', async () => {
    const orders = await paidOrders(2);
    await sandbox.setFaults({ 'mail.smtp': 'slow:5500' });
    // Two runs overlap (two workers, or a retried run), then a third comes after them.
    const [first, second] = await Promise.all([
      sendPendingReceipts(db, send, 'http://web.test'),
      sendPendingReceipts(db, send, 'http://web.test'),
    ]);
    await sendPendingReceipts(db, send, 'http://web.test');
    expect([...first, ...second].sort()).toEqual(orders.map((order) => order.id).sort());
    for (const order of orders) {
      const messages = await inbox(order.id);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message_id).toBe(`<receipt-order-${order.id}@skinshop.test>`);
    }
  });

  it('a failing server delays the receipt, then it is sent once', async () => {
    const [order] = await paidOrders(1);
    await sandbox.setFaults({ 'mail.smtp': 'fail' });
    await expect(sendPendingReceipts(db, send, 'http://web.test')).rejects.toThrow(/could not be sent/);
    expect(await inbox(order!.id)).toHaveLength(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: order!.id } })).receiptSentAt).toBeNull();
    // The next run does not try again at once: the pause after a failure has to pass first.
    expect(await sendPendingReceipts(db, send, 'http://web.test')).toEqual([]);
    await pauseOver(order!.id);
    await sandbox.setFaults({ 'mail.smtp': 'normal' });
    expect(await sendPendingReceipts(db, send, 'http://web.test')).toEqual([order!.id]);
    await sendPendingReceipts(db, send, 'http://web.test');
    expect(await inbox(order!.id)).toHaveLength(1);
  });

  it('a server that acknowledges too late gets the receipt a few times, never without end, and staff are told', async () => {
    const [order] = await paidOrders(1);
    // The server stores the mail, then answers after the sender stopped waiting: each try delivers a copy.
    await sandbox.setFaults({ 'mail.smtp': 'slow:1000' });
    const impatient = smtpSender({ smtp: { host: '127.0.0.1', port: sandbox.smtpPort, secure: false }, from: 'Skinshop <no-reply@skinshop.test>', webUrl: 'http://web.test', apiUrl: 'http://api.test' }, { socketTimeoutMs: 300 });
    for (let run = 0; run < RECEIPT_MAX_ATTEMPTS + 3; run++) {
      await sendPendingReceipts(db, impatient, 'http://web.test').catch(() => undefined);
      await pauseOver(order!.id);
    }
    expect(await inbox(order!.id)).toHaveLength(RECEIPT_MAX_ATTEMPTS);
    const attention = (await listOrdersNeedingAttention(db)).find((row) => row.id === order!.id);
    expect(attention?.reason).toBe(`receipt not sent after ${RECEIPT_MAX_ATTEMPTS} attempts: check the mail server, then npm run admin -- orders resend-receipt ${order!.id}`);

    // Staff mend the server and ask again: one more copy, then it is done.
    await sandbox.setFaults({ 'mail.smtp': 'normal' });
    await resendReceipt(db, order!.id);
    expect(await sendPendingReceipts(db, send, 'http://web.test')).toEqual([order!.id]);
    expect(await inbox(order!.id)).toHaveLength(RECEIPT_MAX_ATTEMPTS + 1);
    expect((await listOrdersNeedingAttention(db)).some((row) => row.id === order!.id)).toBe(false);
  });

  it('drains a long outbox in one run', async () => {
    const orders = await paidOrders(45);
    const sent = await sendPendingReceipts(db, send, 'http://web.test');
    expect(sent).toHaveLength(45);
    for (const order of orders.slice(0, 3)) expect(await inbox(order.id)).toHaveLength(1);
  });
});
