/**
 * GET /api/delivery-speed: the median time from payment to offer over the last hour, measured from the shop's
 * own trade records, and the honest answers when there is nothing to measure, the bots are behind or Steam is
 * failing them.
 */
import { deliverySpeedResponseSchema } from '@skins/shared';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { measureDeliverySpeed } from '../src/services/delivery-speed/measure-delivery-speed.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { createBuyer } from './helpers/orders.ts';

describe('how fast offers really go out', () => {
  const ctx = useTestApp();
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

  /** A delivery opened `openedAgo` seconds ago whose offers went out `sentAgo` seconds ago (oldest first). */
  async function delivery(openedAgo: number, sentAgo: number[], options: { status?: 'sent' | 'checking'; ownerWait?: boolean; lockedUntil?: Date } = {}) {
    const bot = await ctx.db.steamBot.findFirstOrThrow({ where: { active: true } });
    const user = await createBuyer(ctx.db);
    const trade = await ctx.db.trade.create({
      data: {
        kind: 'delivery', botId: bot.id, userId: user.id, status: options.status ?? 'sent', tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
        partnerSteamId: '76561197960265729', createdAt: ago(openedAgo), offerId: sentAgo.length ? `speed-${Math.random()}` : null,
      },
    });
    const events = [{ toStatus: 'queued' as const, createdAt: ago(openedAgo) }];
    if (options.ownerWait) events.push({ toStatus: 'awaiting_owner' as never, createdAt: ago(openedAgo - 1) });
    for (const at of sentAgo) events.push({ toStatus: 'sent' as never, createdAt: ago(at) });
    await ctx.db.tradeEvent.createMany({ data: events.map((event) => ({ ...event, tradeId: trade.id, source: 'engine' })) });
    if (options.lockedUntil) {
      const asset = await ctx.db.botAsset.create({ data: { botId: bot.id, assetId: `speed-${trade.id}`, classId: '1', tradableAfter: options.lockedUntil, status: 'gone' } });
      await ctx.db.tradeItem.create({ data: { tradeId: trade.id, botAssetId: asset.id } });
    }
    return trade.id;
  }

  beforeEach(async () => {
    await ctx.db.trade.deleteMany({});
    await ctx.db.steamBot.updateMany({ data: { lastErrorAt: null, lastError: null, rateLimitedUntil: null } });
  });

  it('says nothing is measured when no offer went out in the last hour', async () => {
    await delivery(4000, [3900]); // an hour and more ago
    const speed = await measureDeliverySpeed(ctx.db);
    expect(speed).toMatchObject({ state: 'no_data', median_seconds: null, offers: 0, waiting: 0, window_minutes: 60 });
  });

  it('measures the median from opening to first offer, leaving out what the bots could not speed up', async () => {
    // Payment to offer: 20, 30, 40, 50 s and one slow 600 s.
    for (const [opened, sent] of [[1000, 980], [900, 870], [800, 760], [700, 650], [1500, 900]] as const) await delivery(opened, [sent]);
    // Not counted: a first offer before the window (its resend is in it), a buyer who had to prove their account.
    await delivery(5000, [4000, 100]);
    await delivery(3000, [60], { ownerWait: true });
    // A copy in a cooldown: counted from its date (10 s before the offer), not from the payment days ago.
    await delivery(3 * 86_400, [300], { lockedUntil: ago(310) });

    const speed = await measureDeliverySpeed(ctx.db);
    expect(speed).toMatchObject({ state: 'measured', offers: 6, waiting: 0, median_seconds: 35 });

    const answer = deliverySpeedResponseSchema.parse((await request(ctx.app.server).get('/api/delivery-speed').expect(200)).body);
    expect(answer.payload.median_seconds).toBe(35);
  });

  it('says the bots are behind when a paid delivery waits past its turn, or the median is too slow', async () => {
    await delivery(600, [580]);
    await delivery(400, [], { status: 'checking' });
    expect(await measureDeliverySpeed(ctx.db)).toMatchObject({ state: 'slow', waiting: 1, median_seconds: 20 });

    // A delivery waiting for its cooldown or for its buyer is not behind.
    await ctx.db.trade.deleteMany({ where: { status: 'checking' } });
    await delivery(400, [], { status: 'checking', lockedUntil: new Date(Date.now() + 86_400_000) });
    await delivery(400, [], { status: 'checking', ownerWait: true });
    expect(await measureDeliverySpeed(ctx.db)).toMatchObject({ state: 'measured', waiting: 0 });

    await delivery(1000, [200]); // 800 s: the median of 20 and 800 is above the threshold
    expect(await measureDeliverySpeed(ctx.db)).toMatchObject({ state: 'slow', median_seconds: 410 });
  });

  it('says Steam is failing rather than promising, while a bot had trouble or is rate limited', async () => {
    await delivery(600, [580]);
    const bot = await ctx.db.steamBot.findFirstOrThrow({ where: { active: true } });
    await ctx.db.steamBot.update({ where: { id: bot.id }, data: { lastErrorAt: ago(30), lastError: 'unavailable: Steam did not answer' } });
    expect(await measureDeliverySpeed(ctx.db)).toMatchObject({ state: 'steam_trouble', median_seconds: 20 });

    await ctx.db.steamBot.update({ where: { id: bot.id }, data: { lastErrorAt: ago(3600), rateLimitedUntil: new Date(Date.now() + 60_000) } });
    expect((await measureDeliverySpeed(ctx.db)).state).toBe('steam_trouble');

    await ctx.db.steamBot.update({ where: { id: bot.id }, data: { rateLimitedUntil: ago(1) } });
    expect((await measureDeliverySpeed(ctx.db)).state).toBe('measured');
  });
});
