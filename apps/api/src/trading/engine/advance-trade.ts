/**
 * One step of one trade: whatever its status, the next thing to do about it. The worker runs this in the
 * trade's bot's own queue, one job at a time per bot (trading/runtime.ts), so a bot's session and its
 * offers are never worked on by two workers at once; every step is safe to run again.
 */
import type { TradeStatus } from '@skins/db';
import type { TradingContext } from './context.ts';
import { botRef } from '../steam/bots.ts';
import { loadTrade } from './load-trade.ts';
import { checkAndSend } from './send-offer.ts';
import { closeProtection, confirmOffer, revisitOutcome, settleUnknownSend, syncOffer } from './sync-offer.ts';
import { FINAL_TRADE_STATUSES, type TradeEventSource } from './trade-state.ts';
import { isTransient, noteTrouble } from './trade-trouble.ts';

export async function advanceTrade(ctx: TradingContext, tradeId: number, source: TradeEventSource = 'engine'): Promise<TradeStatus | null> {
  const trade = await loadTrade(ctx.db, tradeId);
  if (!trade || FINAL_TRADE_STATUSES.has(trade.status)) return trade?.status ?? null;
  try {
    switch (trade.status) {
      case 'queued':
      case 'checking':
        return await checkAndSend(ctx, trade);
      case 'sending':
      case 'unknown':
        return await settleUnknownSend(ctx, trade, source);
      case 'awaiting_confirmation':
        return await confirmOffer(ctx, trade);
      case 'sent':
      case 'accepted':
      case 'on_hold':
        return await syncOffer(ctx, trade, source);
      case 'protected':
        return await closeProtection(ctx, trade, source);
      default:
        return await revisitOutcome(ctx, trade);
    }
  } catch (error) {
    if (!isTransient(error)) throw error;
    if (error.kind === 'not_logged_in') await ctx.port.ensureSession(botRef(trade.bot)).catch(() => undefined);
    ctx.log.warn({ tradeId, status: trade.status, err: error }, 'Steam trouble; the trade is looked at again later');
    await noteTrouble(ctx.db, trade, error);
    return (await ctx.db.trade.findUniqueOrThrow({ where: { id: tradeId }, select: { status: true } })).status;
  }
}
