/**
 * Steam was down, slow, said "slow down", or the session expired: nothing about the trade changed, so the
 * trade stays where it is and is looked at again later, each time a little later (capped); staff see the
 * error count in `trades attention`. A rate limit also pauses the whole bot's queue (trading/runtime.ts).
 */
import type { PrismaClient } from '@skins/db';
import { TradeError } from '../steam/port.ts';

export class BotRateLimited extends Error {
  override name = 'BotRateLimited';
  constructor(readonly retryAfterMs: number) {
    super(`Steam asked the bot to slow down for ${retryAfterMs} ms`);
  }
}

const backoffMs = (errors: number) => Math.min(15 * 60_000, 2_000 * 2 ** Math.min(errors, 10));

export function isTransient(error: unknown): error is TradeError {
  return error instanceof TradeError && (error.kind === 'unavailable' || error.kind === 'rate_limited' || error.kind === 'not_logged_in');
}

/** Records the trouble on the trade and its bot; a rate limit is raised again for the queue to pause. */
export async function noteTrouble(db: PrismaClient, trade: { id: number; botId: number; errorCount: number }, error: TradeError): Promise<void> {
  const now = Date.now();
  const retryAfter = error.kind === 'rate_limited' ? (error.details.retryAfterMs ?? 60_000) : backoffMs(trade.errorCount);
  await db.trade.update({ where: { id: trade.id }, data: { errorCount: { increment: 1 }, lastError: `${error.kind}: ${error.message}`.slice(0, 500), nextCheckAt: new Date(now + retryAfter) } });
  await db.steamBot.update({
    where: { id: trade.botId },
    data: { lastError: `${error.kind}: ${error.message}`.slice(0, 500), lastErrorAt: new Date(now), ...(error.kind === 'rate_limited' ? { rateLimitedUntil: new Date(now + retryAfter) } : {}) },
  });
  if (error.kind === 'rate_limited') throw new BotRateLimited(retryAfter);
}
