/**
 * The seller is told each step once, in one voice: an offer, its change, the acceptance, the
 * skin received, the payout with its reference and date, a lapsed offer, a return or cancellation with the
 * reason. Steps close together go out as one mail that names only them, never every open offer again, and a
 * step already overtaken when the mail is written (an offer changed, an acceptance followed by the arrival) is
 * left out: each order is told as it stands.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { acceptOfferBodySchema, sellOrderBodySchema } from '@skins/shared/sell-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettingsFromEnv, smtpSender } from '../src/services/mail/mailer.ts';
import { lapseOffers } from '../src/services/sell-orders/lapse-offers.ts';
import { acceptOffer, createSellOrder } from '../src/services/sell-orders/seller-actions.ts';
import { cancelSellOrder, makeOffer, markSold } from '../src/services/sell-orders/staff-actions.ts';
import { sendSellerStepMails } from '../src/services/sell-orders/seller-step-mails.ts';
import { sendTradeMails } from '../src/trading/index.ts';
import { uniqueEmail } from './helpers/identity.ts';
import { useSandbox } from './helpers/mail-sandbox.ts';
import { ACCEPT_BODY, createSeller, receivedBySystem, SELL_BODY, staffId } from './helpers/sell-orders.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

const box = useSandbox();
let db: PrismaClient;
let staff: number;
beforeAll(async () => {
  db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 3 });
  staff = await staffId(db);
});
afterAll(async () => db?.$disconnect());

const mailer = () => smtpSender(mailSettingsFromEnv(testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(box.sandbox.smtpPort) })));
const run = () => sendSellerStepMails(db, mailer(), 'http://web.test', { quietMs: 0 });

async function inbox(address: string) {
  const response = await fetch(`${box.sandbox.base}/mail/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

describe('seller step mails', () => {
  it('three offers in a row make one mail; a changed offer makes a mail about that offer alone', async () => {
    const seller = await createSeller(db, { email: uniqueEmail('seller') });
    const orders = [];
    for (const skin of ['Dragonclaw Hook', 'Manifold Paradox', 'Fiery Soul of the Slayer']) orders.push(await createSellOrder(db, seller.id, sellOrderBodySchema.parse({ ...SELL_BODY, skin_name: skin })));
    for (const order of orders) await makeOffer(db, staff, order.id, '100.00');
    await run();
    let mails = await inbox(seller.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('News on 3 steps of your sell orders - Skinshop');
    for (const order of orders) expect(mails[0]!.text).toContain(`(sell order #${order.id}): We offer €100.00; the offer stands until `);

    await makeOffer(db, staff, orders[1]!.id, '110.00');
    await run();
    await run();
    mails = await inbox(seller.email!);
    expect(mails).toHaveLength(2);
    const latest = mails.find((mail) => mail.subject.startsWith('Your sell order: Manifold Paradox'))!;
    expect(latest.text).toContain('We offer €110.00');
    expect(latest.text).not.toContain('Dragonclaw Hook');
  });

  it('accepted, received, paid with reference and date, and a cancellation with its reason', async () => {
    const seller = await createSeller(db, { email: uniqueEmail('seller') });
    const order = await createSellOrder(db, seller.id, sellOrderBodySchema.parse(SELL_BODY));
    await makeOffer(db, staff, order.id, '120.00');
    await run();
    await acceptOffer(db, seller.id, order.id, acceptOfferBodySchema.parse(ACCEPT_BODY));
    await run();
    await receivedBySystem(db, order.id);
    await run();
    await markSold(db, staff, order.id, '120.00', `SEPA-${order.id}`);
    await run();
    const other = await createSellOrder(db, seller.id, sellOrderBodySchema.parse(SELL_BODY));
    await cancelSellOrder(db, staff, other.id, 'we do not buy this item any more');
    await run();
    const texts = (await inbox(seller.email!)).map((mail) => mail.text);
    expect(texts.some((text) => text.includes('You accepted €120.00. Our Steam bot is preparing a trade offer asking for the skin'))).toBe(true);
    expect(texts.some((text) => text.includes('The skin reached our Steam bot on'))).toBe(true);
    expect(texts.some((text) => new RegExp(`We paid you €120\\.00 on \\d{4}-\\d{2}-\\d{2} to the bank account ending 5685, reference SEPA-${order.id}\\.`).test(text))).toBe(true);
    expect(texts.some((text) => text.includes('The sell order is cancelled: we do not buy this item any more.'))).toBe(true);
    expect(texts.every((text) => !/to your card/.test(text))).toBe(true);
  });

  it('each step is told once and as it stands: an offer changed before it was mailed, an acceptance overtaken by the arrival', async () => {
    const seller = await createSeller(db, { email: uniqueEmail('seller') });
    const order = await createSellOrder(db, seller.id, sellOrderBodySchema.parse(SELL_BODY));
    await makeOffer(db, staff, order.id, '100.00');
    await makeOffer(db, staff, order.id, '110.00');
    await run();
    let mails = await inbox(seller.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We offer €110.00');
    expect(mails[0]!.text).not.toContain('€100.00');

    await acceptOffer(db, seller.id, order.id, acceptOfferBodySchema.parse({ ...ACCEPT_BODY }));
    await receivedBySystem(db, order.id);
    await run();
    mails = await inbox(seller.email!);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('The skin reached our Steam bot on');
    expect(mails[0]!.text).not.toContain('You accepted');
  });

  it("the acceptance says where the bot's offer is, and the offer's own mail comes after it", async () => {
    const seller = await createSeller(db, { email: uniqueEmail('seller') });
    const order = await createSellOrder(db, seller.id, sellOrderBodySchema.parse(SELL_BODY));
    await makeOffer(db, staff, order.id, '120.00');
    await run();
    await acceptOffer(db, seller.id, order.id, acceptOfferBodySchema.parse(ACCEPT_BODY));
    // The engine sent the intake offer before the seller's step was mailed.
    const trade = await db.trade.findFirstOrThrow({ where: { sellOrderId: order.id, kind: 'intake' } });
    await db.trade.update({ where: { id: trade.id }, data: { status: 'sent', attempt: 1, offerId: `${900_000_000 + trade.id}`, code: 'K7P2QX', sentAt: new Date() } });

    const tradeLinks = { webUrl: 'http://web.test', offerUrl: (offerId: string) => `http://steam.test/tradeoffer/${offerId}` };
    await sendTradeMails(db, mailer(), tradeLinks);
    expect(await inbox(seller.email!)).toHaveLength(1);
    await run();
    await sendTradeMails(db, mailer(), tradeLinks);
    const subjects = (await inbox(seller.email!)).map((mail) => mail.subject).reverse();
    expect(subjects.slice(1)).toEqual(['Your sell order: Dragonclaw Hook (sell order #' + order.id + ') - Skinshop', 'Send us Dragonclaw Hook: a trade offer is waiting in Steam - Skinshop']);
    const accepted = (await inbox(seller.email!)).find((mail) => mail.text.includes('You accepted €'))!;
    expect(accepted.text).toContain('You accepted €120.00. Our Steam bot has sent you a trade offer asking for the skin, with the code K7P2QX');
  });

  it('by default a step is mailed once the seller\'s steps have been quiet a few seconds, not a minute', async () => {
    const seller = await createSeller(db, { email: uniqueEmail('seller') });
    const order = await createSellOrder(db, seller.id, sellOrderBodySchema.parse(SELL_BODY));
    await makeOffer(db, staff, order.id, '100.00');
    // Just made: staff may still be changing it.
    await db.sellOrderEvent.updateMany({ where: { sellOrderId: order.id }, data: { createdAt: new Date() } });
    await sendSellerStepMails(db, mailer(), 'http://web.test');
    expect(await inbox(seller.email!)).toHaveLength(0);
    await db.sellOrderEvent.updateMany({ where: { sellOrderId: order.id }, data: { createdAt: new Date(Date.now() - 6_000) } });
    await sendSellerStepMails(db, mailer(), 'http://web.test');
    expect(await inbox(seller.email!)).toHaveLength(1);
  });

  it('an offer nobody answered lapses back to pending, is told once, and can no longer be accepted', async () => {
    const seller = await createSeller(db, { email: uniqueEmail('seller') });
    const order = await createSellOrder(db, seller.id, sellOrderBodySchema.parse(SELL_BODY));
    await makeOffer(db, staff, order.id, '90.00');
    await db.sellOrder.update({ where: { id: order.id }, data: { offerValidUntil: new Date(Date.now() - 1000) } });
    await expect(acceptOffer(db, seller.id, order.id, acceptOfferBodySchema.parse(ACCEPT_BODY))).rejects.toThrow(/This offer ran out on/);
    expect(await lapseOffers(db)).toContain(order.id);
    const lapsed = await db.sellOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(lapsed).toMatchObject({ status: 'pending', adminPriceEur: null, offerValidUntil: null });
    await run();
    const mails = await inbox(seller.email!);
    expect(mails.filter((mail) => mail.text.includes('Our offer lapsed without an answer'))).toHaveLength(1);
  });
});
