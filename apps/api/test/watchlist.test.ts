import { watchesResponseSchema, watchResponseSchema } from '@skins/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettingsFromEnv, smtpSender } from '../src/services/mail/mailer.ts';
import { matchChangedListings } from '../src/services/watchlist/match-watches.ts';
import { sendWatchMails, WATCH_MAIL_MAX_ATTEMPTS } from '../src/services/watchlist/send-watch-mails.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { useSandbox, type MailMessage } from './helpers/mail-sandbox.ts';
import { createBuyer } from './helpers/orders.ts';
import { startSessionForTest } from './helpers/sessions.ts';
import { testEnv } from './helpers/test-env.ts';

describe('watchlist and alerts (issue 16.2)', () => {
  const ctx = useTestApp();
  const mail = useSandbox();
  const created: number[] = [];
  const secret = testEnv().SESSION_SECRET;
  let send: ReturnType<typeof smtpSender>;
  const links = { webUrl: 'http://web.test', apiUrl: 'http://api.test', secret };

  beforeAll(() => {
    send = smtpSender(mailSettingsFromEnv(testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.sandbox.smtpPort) })));
  });
  afterAll(async () => {
    await ctx.db.listing.deleteMany({ where: { id: { in: created } } });
  });

  const inbox = async (to: string) =>
    (await (await fetch(`${mail.sandbox.base}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as MailMessage[];
  /**
   * Matches what changed. Watches of earlier tests (and runs) fit these listings too; their new matches are
   * marked mailed, so the users a run mails (20 at most) are this test's.
   */
  const matchFor = async (userId: number) => {
    await matchChangedListings(ctx.db);
    await ctx.db.watchMatch.updateMany({ where: { notifiedAt: null, watch: { userId: { not: userId } } }, data: { notifiedAt: new Date() } });
  };
  /** What the worker job does on each run. */
  const workerRun = async (userId: number) => {
    await matchFor(userId);
    return sendWatchMails(ctx.db, send, links);
  };

  /** A new listing on sale: a copy of `from` at `price` (as a listing coming back on sale would appear). */
  async function newListing(from: { itemId: number; categoryId: number; title: string; hero: string | null; rarity: string | null; type: string; itemClass: string; imgPath: string }, price: string) {
    const { itemId, categoryId, title, hero, rarity, type, itemClass, imgPath } = from;
    const listing = await ctx.db.listing.create({ data: { itemId, categoryId, title, hero, rarity, type, itemClass, imgPath, exteriorName: 'Standard', price } });
    created.push(listing.id);
    return listing;
  }

  async function watcher() {
    const user = await createBuyer(ctx.db);
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    return { user, browser };
  }

  it('mails a new match once, grouped, never the listings that fitted when the watch was made', async () => {
    const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', hero: { not: null }, rarity: { not: null } }, orderBy: { id: 'asc' } });
    const { user, browser } = await watcher();
    const response = await browser.post('/api/watches', { hero: sample.hero, rarity: sample.rarity, max_price: 5000, currency: 'EUR' });
    expect(response.statusCode, response.body).toBe(200);
    const watch = watchResponseSchema.parse(response.json()).payload;
    expect(watch.label).toBe(`${sample.hero}, ${sample.rarity}, under €5,000.00`);
    expect(watch.matches.length).toBeGreaterThan(0);
    expect(watch.matches.every((match) => match.mailed)).toBe(true);

    await workerRun(user.id);
    expect(await inbox(user.email!)).toHaveLength(0);

    const first = await newListing(sample, '1.00');
    const second = await newListing(sample, '2.00');
    // An over-the-ceiling listing is not a match; two workers racing still send one mail.
    await newListing(sample, '6000.00');
    await matchFor(user.id);
    await Promise.all([sendWatchMails(ctx.db, send, links), sendWatchMails(ctx.db, send, links)]);
    await workerRun(user.id);

    const messages = await inbox(user.email!);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/Your watchlist found 2 new listings/);
    expect(messages[0]!.text).toContain(`http://web.test/products/all/all/${first.id}`);
    expect(messages[0]!.text).toContain(`http://web.test/products/all/all/${second.id}`);
    expect(messages[0]!.text).not.toContain('6,000.00');

    const listed = watchesResponseSchema.parse((await browser.get('/api/watches?currency=EUR')).json()).payload;
    expect(listed[0]!.matches.slice(0, 2).map((match) => [match.product_id, match.mailed])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
  });

  it('mails when a watched price drops below the target, and one click on the mail unsubscribes', async () => {
    const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available' }, orderBy: { id: 'desc' } });
    const pricey = await newListing(sample, '900.00');
    const { user, browser } = await watcher();
    const watch = watchResponseSchema.parse((await browser.post('/api/watches', { product_id: pricey.id, max_price: 100, currency: 'EUR' })).json()).payload;
    expect(watch.item_name).not.toBeNull();
    expect(watch.matches.some((match) => match.product_id === pricey.id)).toBe(false);

    await ctx.db.listing.update({ where: { id: pricey.id }, data: { price: '99.00' } });
    await workerRun(user.id);
    const [message] = await inbox(user.email!);
    expect(message?.text).toContain(`/products/all/all/${pricey.id}`);

    const unsubscribe = message!.links.find((link) => link.includes(`/api/watches/${watch.id}/unsubscribe?token=`))!;
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/watches/${watch.id}/unsubscribe?token=${'x'.repeat(43)}` });
    expect(forged.headers.location).toMatch(/unsubscribed=0$/);
    const clicked = await ctx.app.inject({ method: 'GET', url: unsubscribe.replace('http://api.test', '') });
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toMatch(/\/account\?tab=watchlist&unsubscribed=1$/);

    await newListing(sample, '50.00');
    await workerRun(user.id);
    expect(await inbox(user.email!)).toHaveLength(1);
    expect(watchesResponseSchema.parse((await browser.get('/api/watches')).json()).payload).toEqual([]);
  });

  it('a server that acknowledges too late gets the same alert a few times, never without end', async () => {
    const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', hero: { not: null } }, orderBy: { id: 'asc' } });
    const { user, browser } = await watcher();
    await browser.post('/api/watches', { product_id: sample.id, max_price: 3, currency: 'EUR' });
    const listing = await newListing(sample, '2.00');
    await matchFor(user.id);

    // The server stores the mail, then answers after the sender stopped waiting: each try delivers a copy.
    const faults = (mode: string) => fetch(`${mail.sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'mail.smtp': mode }) });
    await faults('slow:1000');
    const impatient = smtpSender(mailSettingsFromEnv(testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.sandbox.smtpPort) })), { socketTimeoutMs: 300 });
    try {
      for (let run = 0; run < WATCH_MAIL_MAX_ATTEMPTS + 3; run++) {
        await sendWatchMails(ctx.db, impatient, links).catch(() => undefined);
        // As when the pause after a failed try has passed.
        await ctx.db.watchMatch.updateMany({ where: { listingId: listing.id, watch: { userId: user.id } }, data: { claimedUntil: null } });
      }
    } finally {
      await faults('normal');
    }
    expect(await inbox(user.email!)).toHaveLength(WATCH_MAIL_MAX_ATTEMPTS);
    expect(await ctx.db.watchMatch.findFirstOrThrow({ where: { listingId: listing.id, watch: { userId: user.id } } })).toMatchObject({ notifiedAt: null, mailAttempts: WATCH_MAIL_MAX_ATTEMPTS });
  });

  it('needs a sign-in and something to watch', async () => {
    expect((await new TestBrowser(ctx.app).get('/api/watches')).statusCode).toBe(401);
    const { browser } = await watcher();
    expect((await browser.post('/api/watches', { max_price: 10 })).statusCode).toBe(422);
  });
});
