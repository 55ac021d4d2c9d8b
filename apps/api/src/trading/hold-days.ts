/**
 * How long Steam would hold a trade with the trade URL's owner (IEconService GetTradeHoldDurations, asked
 * by one of the bots), so a buyer learns it before paying. Cached a few minutes per trade URL: the answer
 * changes only when the account's Mobile Authenticator does.
 */
import { LRUCache } from 'lru-cache';
import { parseTradeUrl } from '@skins/shared';
import { AppError, validationError } from '../lib/errors.ts';
import { TradeError, type TradingPort } from './steam/port.ts';

/** One cache per port, so an answer from one Steam (or one sandbox) never stands for another's. */
const caches = new WeakMap<TradingPort, LRUCache<string, number>>();
function cacheOf(port: TradingPort): LRUCache<string, number> {
  let cache = caches.get(port);
  if (!cache) caches.set(port, (cache = new LRUCache<string, number>({ max: 5_000, ttl: 5 * 60_000 })));
  return cache;
}

export const REFUSED_TRADE_URL = 'Steam refuses trades with this trade URL: check that it is current and that your inventory is public.';

export async function tradeHoldDays(port: TradingPort, tradeUrl: string): Promise<number> {
  const parsed = parseTradeUrl(tradeUrl);
  if (!parsed) throw validationError({ trade_url: ['Invalid Steam trade URL'] });
  const cache = cacheOf(port);
  const cached = cache.get(parsed.normalized);
  if (cached !== undefined) return cached;
  const bot = port.bots[0];
  if (!bot) throw new AppError('UNAVAILABLE', 'Steam trading is not configured.');
  try {
    const days = (await port.holdDurations(bot, parsed.normalized)).theirDays;
    cache.set(parsed.normalized, days);
    return days;
  } catch (error) {
    if (error instanceof TradeError && error.kind === 'partner_unreachable') throw validationError({ trade_url: [REFUSED_TRADE_URL] }, REFUSED_TRADE_URL);
    if (error instanceof TradeError) throw new AppError('UNAVAILABLE', 'Steam did not answer. Try again in a moment.');
    throw error;
  }
}

/**
 * Checkout asks Steam before the card is charged: a trade URL Steam refuses (EResult 15: a stale token, a
 * private inventory, an account that cannot trade) is refused now, not discovered after payment. Steam being
 * down does not stop a sale: the engine asks again before it sends, and a refusal then waits for a resend.
 */
export async function assertSteamTradesWith(port: TradingPort, tradeUrl: string): Promise<void> {
  try {
    await tradeHoldDays(port, tradeUrl);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAVAILABLE') return;
    throw error;
  }
}
