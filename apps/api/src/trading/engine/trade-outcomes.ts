/**
 * Ending an attempt, or a whole trade, from the steps that find out on their own (a refusal at send, a check
 * that fails, staff's cancel): the decision is decide.ts's, the writing apply.ts's, in the caller's transaction.
 */
import type { Prisma, TradeStatus } from '@skins/db';
import type { TradingSettings } from './context.ts';
import { writeDecision } from './apply.ts';
import { decideFailure, decideOutcome } from './decide.ts';
import { factsOf, type LoadedTrade } from './load-trade.ts';
import type { AttemptOutcome, TradeEventSource } from './trade-state.ts';

type Tx = Prisma.TransactionClient;

export { outcomeText } from './decide.ts';

/** An attempt ended without the items moving: recorded, the items released, then decided. */
export function endAttempt(
  tx: Tx,
  trade: LoadedTrade,
  outcome: AttemptOutcome,
  { settings, source, note, now = new Date() }: { settings: TradingSettings; source: TradeEventSource; note?: string; now?: Date },
): Promise<TradeStatus> {
  // The attempt that ended is the one whose offer the trade still names.
  return writeDecision(tx, trade, decideOutcome(factsOf(trade), outcome, now, settings, note), { source, ...(trade.offerId ? { observedOffer: trade.offerId } : {}) }, now);
}

/** The trade is over without the items moving: a delivery's items are refunded, an intake's sell order cancelled. */
export function failTrade(tx: Tx, trade: LoadedTrade, reason: string, source: TradeEventSource = 'engine'): Promise<TradeStatus> {
  return writeDecision(tx, trade, decideFailure(factsOf(trade), reason), { source }, new Date());
}
