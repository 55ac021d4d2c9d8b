/**
 * A buyer's mails come in the order things happened and say what is true when they are written: the receipt
 * first, then the offer's own mail; a receipt written after the offer went out says so, with its code, instead
 * of "we are preparing a trade offer".
 */
import { describe, expect, it } from 'vitest';
import { mailSettingsFromEnv, smtpSender } from '../src/services/mail/mailer.ts';
import { RECEIPT_MAX_ATTEMPTS, sendPendingReceipts } from '../src/services/orders/send-receipts.ts';
import { sendTradeMails } from '../src/trading/index.ts';
import { useSandbox } from './helpers/mail-sandbox.ts';
import { testEnv } from './helpers/test-env.ts';
import { useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack();
const box = useSandbox();

const send = () => smtpSender(mailSettingsFromEnv(testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(box.sandbox.smtpPort) })));
const links = { webUrl: 'http://web.test', offerUrl: (offerId: string) => `http://steam.test/tradeoffer/${offerId}` };

async function inbox(address: string) {
  const response = await fetch(`${box.sandbox.base}/mail/api/messages?to=${encodeURIComponent(address)}`);
  // Newest first, as the inbox lists them: reversed into the order they arrived.
  return ((await response.json()) as Array<{ subject: string; text: string }>).reverse();
}

async function paidOrderWithMail() {
  const paid = await stack.paidOrder();
  const email = `buyer-${paid.orderId}@example.test`;
  await stack.db.order.update({ where: { id: paid.orderId }, data: { email, name: 'Ana' } });
  // Earlier files' and tests' receipts are not this test's business.
  await stack.db.order.updateMany({ where: { receiptSentAt: null, id: { not: paid.orderId } }, data: { receiptSentAt: new Date() } });
  return { ...paid, email };
}

describe('the receipt and the offer mail', () => {
  it('an offer out before the receipt was written waits for it, and the receipt names the offer and its code', async () => {
    const { orderId, email } = await paidOrderWithMail();
    const trade = await stack.trade({ orderId });
    expect(await stack.advance(trade.id)).toBe('sent');
    const { code } = await stack.db.trade.findUniqueOrThrow({ where: { id: trade.id } });

    // The offer is out, but the receipt is not: the offer's mail does not overtake it.
    await sendTradeMails(stack.db, send(), links);
    expect(await inbox(email)).toEqual([]);

    await sendPendingReceipts(stack.db, send(), 'http://web.test');
    await sendTradeMails(stack.db, send(), links);
    const mails = await inbox(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Skinshop: receipt for order #${orderId}`, `Your items from order #${orderId} are waiting in Steam - Skinshop`]);
    expect(mails[0]!.text).not.toContain('preparing');
    expect(mails[0]!.text).toContain(`Our Steam bot has sent you a trade offer of these items with the code ${code}`);
  });

  it('a receipt written before the offer says it is being prepared, and the offer mail follows it', async () => {
    const { orderId, email } = await paidOrderWithMail();
    await sendPendingReceipts(stack.db, send(), 'http://web.test');
    const trade = await stack.trade({ orderId });
    expect(await stack.advance(trade.id)).toBe('sent');
    await sendTradeMails(stack.db, send(), links);
    const mails = await inbox(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Skinshop: receipt for order #${orderId}`, `Your items from order #${orderId} are waiting in Steam - Skinshop`]);
    expect(mails[0]!.text).toContain('We are preparing a Steam trade offer of these items');
    expect(mails[0]!.text).not.toMatch(/we will e-mail|next e-mail/i);
  });

  it('a receipt written after the offer was declined names it and promises no mail that will not come', async () => {
    const { orderId, email, steamId } = await paidOrderWithMail();
    const trade = await stack.trade({ orderId });
    expect(await stack.advance(trade.id)).toBe('sent');
    const { code, offerId } = await stack.db.trade.findUniqueOrThrow({ where: { id: trade.id } });
    await stack.sandbox.respond(offerId!, steamId, 'decline');
    expect(await stack.advance(trade.id)).toBe('declined');

    await sendPendingReceipts(stack.db, send(), 'http://web.test');
    await sendTradeMails(stack.db, send(), links);
    const mails = await inbox(email);
    // The declined offer's mail never goes out: the receipt must not have said it would.
    expect(mails.map((mail) => mail.subject)).toEqual([`Skinshop: receipt for order #${orderId}`]);
    expect(mails[0]!.text).toContain(`Our Steam bot has sent you a trade offer of these items with the code ${code}`);
    expect(mails[0]!.text).toContain('Your order page links to the offer and shows how it stands.');
    expect(mails[0]!.text).not.toMatch(/we will e-mail|next e-mail|preparing/i);
  });

  it('a receipt the mail server never took does not hold the offer mail back', async () => {
    const { orderId, email } = await paidOrderWithMail();
    await stack.db.order.update({ where: { id: orderId }, data: { receiptAttempts: RECEIPT_MAX_ATTEMPTS } });
    const trade = await stack.trade({ orderId });
    expect(await stack.advance(trade.id)).toBe('sent');
    await sendTradeMails(stack.db, send(), links);
    expect((await inbox(email)).map((mail) => mail.subject)).toEqual([`Your items from order #${orderId} are waiting in Steam - Skinshop`]);
  });
});
