/**
 * One user stalled the watchlist for everyone: 3,000 watches were all accepted, every run then read the whole
 * catalogue for each of them until the statement timeout, and because the job shared the mail queue,
 * password-reset mails waited 20-25 s behind it. Watches now have a per-user cap and a creation limit, a
 * run reads only the listings that changed (an inbox the listings' triggers fill) in bounded chunks, on a
 * queue of its own, and watch texts follow the text rule of every other field.
 */
import { randomUUID } from 'node:crypto';
import { CONTROL_CHARACTER_MESSAGE, WATCH_LIMITS, WATCH_MESSAGES } from '@skins/shared';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { matchChangedListings, newWatchMatchesStatement } from '../src/services/watchlist/match-watches.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { notBusy, TestBrowser } from './helpers/http-client.ts';
import { uniqueEmail } from './helpers/identity.ts';
import { useSandbox } from './helpers/mail-sandbox.ts';
import { signedInBuyer } from './helpers/sessions.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

describe('one user cannot stall the watchlist', () => {
  const prefix = `test-watchlist-limits-${randomUUID()}`;
  const ctx = useTestApp({ QUEUE_PREFIX: prefix });
  // Scheduled jobs run 20 times sooner: the watchlist every second.
  const box = useSandbox({ worker: true, queuePrefix: prefix, env: { JOB_EVERY_SCALE: '0.05' } });

  const watcher = () => signedInBuyer(ctx);

  it('caps the watches one user holds, even when they are asked for all at once', async () => {
    const { user, browser } = await watcher();
    const responses = await Promise.all(Array.from({ length: WATCH_LIMITS.perUser + 5 }, (_, index) => notBusy(() => browser.post('/api/watches', { search: `word ${index}` }))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(WATCH_LIMITS.perUser);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.map((response) => [response.statusCode, response.json().message])).toEqual(Array(5).fill([409, WATCH_MESSAGES.tooMany]));
    expect(await ctx.db.watch.count({ where: { userId: user.id, active: true } })).toBe(WATCH_LIMITS.perUser);

    // Stopping one makes room for another.
    const [one] = await ctx.db.watch.findMany({ where: { userId: user.id }, take: 1 });
    expect((await browser.send('DELETE', `/api/watches/${one!.id}`)).statusCode).toBe(200);
    expect((await browser.post('/api/watches', { search: 'one more' })).statusCode).toBe(200);
  });

  it('limits how many watches one user creates an hour, however many they delete', async () => {
    const { browser } = await watcher();
    for (let index = 0; index < WATCH_LIMITS.createdPerHour; index++) {
      const created = await browser.post('/api/watches', { search: `churn ${index}` });
      expect(created.statusCode, created.body).toBe(200);
      expect((await browser.send('DELETE', `/api/watches/${created.json().payload.id}`)).statusCode).toBe(200);
    }
    const limited = await browser.post('/api/watches', { search: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts only creations toward the hour: refusals at the cap (or a busy 503) do not use it up', async () => {
    const { user, browser } = await watcher();
    for (let index = 0; index < WATCH_LIMITS.perUser; index++) expect((await notBusy(() => browser.post('/api/watches', { search: `kept ${index}` }))).statusCode).toBe(200);
    // More refusals than the hour has creations left: each is the cap's answer, never the hour's.
    const refusals = WATCH_LIMITS.createdPerHour - WATCH_LIMITS.perUser + 5;
    for (let index = 0; index < refusals; index++) {
      const refused = await notBusy(() => browser.post('/api/watches', { search: `refused ${index}` }));
      expect([refused.statusCode, refused.json().message]).toEqual([409, WATCH_MESSAGES.tooMany]);
    }
    const [one] = await ctx.db.watch.findMany({ where: { userId: user.id }, take: 1 });
    expect((await browser.send('DELETE', `/api/watches/${one!.id}`)).statusCode).toBe(200);
    expect((await browser.post('/api/watches', { search: 'room again' })).statusCode).toBe(200);
  });

  it('refuses control and bidirectional-override characters in watch texts, like every other text field', async () => {
    const { user, browser } = await watcher();
    for (const field of ['hero', 'rarity', 'search']) {
      for (const poison of ['\u0000', '\u0007', '\u202E', '\u2066']) {
        const response = await browser.post('/api/watches', { [field]: `Pudge${poison}gnihton` });
        expect(response.statusCode, `${field} ${JSON.stringify(poison)}`).toBe(422);
        expect(response.json().errors[field]).toEqual([CONTROL_CHARACTER_MESSAGE]);
      }
    }
    expect(await ctx.db.watch.count({ where: { userId: user.id } })).toBe(0);
  });

  it('matches what changed since the last run, a bounded chunk at a time', async () => {
    const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available' }, include: { item: true }, orderBy: { id: 'asc' } });
    const { browser } = await watcher();
    const watch = (await browser.post('/api/watches', { product_id: sample.id })).json().payload as { id: number };
    // This file's worker runs the job every second; here the test is the only one taking from the inbox.
    const watchlistWorker = box.runtime!.workers.find((worker) => worker.name === 'watchlist')!;
    await watchlistWorker.pause();
    onTestFinished(() => watchlistWorker.resume());
    await ctx.db.watchlistInbox.deleteMany();

    const { id: _id, createdAt: _created, updatedAt: _updated, item: _item, ...copy } = sample;
    const fresh = [];
    for (let index = 0; index < 5; index++) fresh.push(await ctx.db.listing.create({ data: { ...copy, price: '0.05', status: 'available' } }));
    // A change that neither puts a listing on sale nor makes it cheaper is nothing to look at.
    await ctx.db.listing.update({ where: { id: sample.id }, data: { isTop: !sample.isTop } });
    expect(await ctx.db.watchlistInbox.count()).toBe(5);

    expect(await matchChangedListings(ctx.db, { chunkSize: 2, maxChunks: 2 })).toMatchObject({ listings: 4 });
    expect(await ctx.db.watchlistInbox.count()).toBe(1);
    expect(await matchChangedListings(ctx.db, { chunkSize: 2, maxChunks: 2 })).toMatchObject({ listings: 1 });
    const matched = await ctx.db.watchMatch.findMany({ where: { watchId: watch.id, listingId: { in: fresh.map((listing) => listing.id) } } });
    expect(matched).toHaveLength(5);
    expect(matched.every((match) => match.notifiedAt === null)).toBe(true);
    await ctx.db.listing.deleteMany({ where: { id: { in: fresh.map((listing) => listing.id) } } });
  });

  it("looks a watch's words up in the item names' trigram index", async () => {
    // On the small test catalogue a scan or the primary key is cheaper, so those ways are priced out: what is
    // left is a bitmap scan of an index whose condition the statement's words fit, which is what the million's
    // planner picks. Were the condition written so no index fits, no such plan would exist.
    const plan = await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_nestloop = off`;
      await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
      const { sql: text, parameters } = newWatchMatchesStatement({ id: 1, itemId: null, hero: null, rarity: null, search: 'basher', maxPriceEur: null }).compile();
      return tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${text}`, ...parameters);
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('items_name_trgm_idx');
  });

  it('runs on a queue of its own: a password-reset mail does not wait behind stuck watchlist runs', async () => {
    const { user, browser } = await watcher();
    await browser.post('/api/watches', { search: 'basher' });
    await ctx.db.user.update({ where: { id: user.id }, data: { email: uniqueEmail('reset') } });
    const { email } = await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } });
    // Every watchlist run hangs on this lock, as runs did on the statement timeout.
    const blocker = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await blocker.connect();
    /** The runs waiting on the lock now, with when each one's statement started (the server's clock). */
    const stuckRuns = async () =>
      (
        await blocker.query<{ pid: number; started: Date }>(
          `SELECT pid, query_start AS started FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        )
      ).rows;
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE watch_matches IN ACCESS EXCLUSIVE MODE');
      // A run (the worker starts one every second here) is stuck before the mail is asked for.
      await expect.poll(async () => (await stuckRuns()).length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
      const { rows } = await blocker.query<{ asked: Date }>('SELECT clock_timestamp() AS asked');
      const asker = new TestBrowser(ctx.app);
      await asker.csrf();
      expect((await asker.post('/api/user/reset-password', { email })).statusCode).toBe(200);
      await box.waitForMail(email!, /reset/i, 20_000);
      // The mail came while a run that was stuck before it was asked for is still stuck: it did not wait for
      // that run to end, as it would behind it on one queue (a run ends only with the lock or its timeout).
      expect((await stuckRuns()).some((run) => run.started < rows[0]!.asked)).toBe(true);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
  });
});
