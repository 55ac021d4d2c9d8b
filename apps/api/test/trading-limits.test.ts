/**
 * Steam's own limits on offers, kept by the engine rather than discovered as refusals: a bot never has more
 * than its cap of active sent offers, and one partner never more than theirs; the rest wait their turn in
 * `checking` and go out as slots free up.
 */
import { describe, expect, it } from 'vitest';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

const PARTNER_CAP = 2;
const stack = useTradingStack({ partnerMaxOffers: PARTNER_CAP });

const statusOf = async (id: number) => (await stack.db.trade.findUniqueOrThrow({ where: { id } })).status;
const OUT = ['sending', 'unknown', 'awaiting_confirmation', 'sent'];

async function stepUntilSettled(ids: number[]) {
  for (let round = 0; round < 3; round++) for (const id of ids) if (!OUT.includes(await statusOf(id))) await stack.advance(id);
}

describe('offer caps', () => {
  it('one partner never has more offers out than the cap; the next goes out when one is answered', async () => {
    const steamId = freshSteamId();
    const trades: number[] = [];
    let userId: number | undefined;
    for (let order = 0; order < PARTNER_CAP + 1; order++) {
      const paid = await stack.paidOrder({ steamId, userId });
      userId = paid.userId;
      trades.push((await stack.trade({ orderId: paid.orderId })).id);
    }
    await stepUntilSettled(trades);
    const statuses = await Promise.all(trades.map(statusOf));
    expect(statuses.filter((status) => OUT.includes(status))).toHaveLength(PARTNER_CAP);
    const waiting = trades[statuses.indexOf('checking')]!;
    expect((await stack.db.trade.findUniqueOrThrow({ where: { id: waiting } })).lastError).toMatch(/waiting for a free offer slot/);

    // The buyer accepts one: a slot frees, and the waiting offer goes out.
    const first = await stack.db.trade.findUniqueOrThrow({ where: { id: trades[statuses.findIndex((status) => OUT.includes(status))]! } });
    await stack.sandbox.respond(first.offerId!, steamId, 'accept');
    await stack.advance(first.id);
    await stepUntilSettled([waiting]);
    expect(OUT).toContain(await statusOf(waiting));
  });

  it('a bot never has more offers out than its cap, also when its trades are stepped at once', async () => {
    const botCap = 1;
    stack.ctx.settings = { ...stack.ctx.settings, botMaxOffers: botCap, partnerMaxOffers: 5 };
    try {
      // Four orders over three bots: at least one bot has two deliveries to send.
      const trades: Array<{ id: number; botId: number }> = [];
      for (let order = 0; order < 4; order++) {
        const paid = await stack.paidOrder();
        trades.push(await stack.trade({ orderId: paid.orderId }));
      }
      // Offers earlier tests left out count against the bots' caps: they are closed first, so only these count.
      await stack.db.trade.updateMany({ where: { status: { in: OUT as never }, id: { notIn: trades.map((trade) => trade.id) } }, data: { status: 'failed' } });
      await Promise.all(trades.map((trade) => stack.advance(trade.id).catch(() => null)));
      await stepUntilSettled(trades.map((trade) => trade.id));
      for (const botId of new Set(trades.map((trade) => trade.botId))) {
        expect(await stack.db.trade.count({ where: { botId, status: { in: OUT as never } } })).toBeLessThanOrEqual(botCap);
      }
    } finally {
      stack.ctx.settings = { ...stack.ctx.settings, botMaxOffers: 10_000, partnerMaxOffers: PARTNER_CAP };
    }
  });
});
