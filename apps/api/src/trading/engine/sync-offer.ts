/**
 * Keeping a trade in step with its offer at Steam. Whatever told the engine to look (its own schedule, the
 * bot's poll, a restart), the answer is Steam's: the offer's state, and for an accepted offer the trade's
 * exchange details, which say what moved and under which new asset ids.
 */
import type { TradeStatus } from '@skins/db';
import { applyDecision } from './apply.ts';
import { engineNow, type TradingContext } from './context.ts';
import { botRef } from '../steam/bots.ts';
import { decideFailure, decideOnOffer, decideOutcome, decideProtectionClosed, decideRevisit, type Move } from './decide.ts';
import { factsOf, type LoadedTrade } from './load-trade.ts';
import { messageCarriesCode } from './offer-message.ts';
import { TradeError, type OfferSnapshot } from '../steam/port.ts';
import { moveTrade, type TradeEventSource } from './trade-state.ts';

/** Confirmations that never arrive are asked for this often before the offer is canceled and sent again. */
export const CONFIRMATION_TRIES = 3;

const later = (ms: number) => new Date(Date.now() + ms);

export async function confirmOffer(ctx: TradingContext, trade: LoadedTrade): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  try {
    await port.confirmOffer(botRef(trade.bot), trade.offerId!);
  } catch (error) {
    if (!(error instanceof TradeError) || error.kind !== 'confirmation_failed') throw error;
    if (trade.errorCount + 1 < CONFIRMATION_TRIES) {
      await db.trade.update({ where: { id: trade.id }, data: { errorCount: { increment: 1 }, lastError: `confirmation: ${error.message}`.slice(0, 500), nextCheckAt: later(5_000 * (trade.errorCount + 1)) } });
      return trade.status;
    }
    // The offer must not wait half-made: withdraw it, and the engine sends a new one.
    const ended = decideOutcome(factsOf(trade), 'canceled_by_second_factor', engineNow(ctx), settings, `the mobile confirmation failed ${CONFIRMATION_TRIES} times: ${error.message}`);
    return applyDecision(ctx, trade, { ...ended, effects: [{ type: 'cancel_offer' }, ...ended.effects] }, { source: 'engine', observedOffer: trade.offerId! });
  }
  return applyDecision(ctx, trade, { moves: [{ to: 'sent', note: 'confirmed', data: { errorCount: 0, lastError: null, nextCheckAt: later(settings.recheckMs) } }], effects: [] }, { source: 'engine', observedOffer: trade.offerId! });
}

/**
 * A send whose answer was lost (or whose sender died): the offer is looked for among the bot's sent offers by
 * the code its message carries. Found: it is this trade's. Not found within the grace period: Steam never
 * created it, and the trade goes back to be sent (a new attempt, within the attempt limit).
 */
export async function settleUnknownSend(ctx: TradingContext, trade: LoadedTrade, source: TradeEventSource): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  if (trade.status === 'sending') {
    await db.$transaction((tx) => moveTrade(tx, { tradeId: trade.id, from: 'sending', to: 'unknown', source, note: 'the sender stopped before Steam answered' }));
    trade = { ...trade, status: 'unknown' };
  }
  const startedAt = trade.sendStartedAt ?? trade.updatedAt;
  const { sent } = await port.listOffers(botRef(trade.bot), new Date(startedAt.getTime() - 60_000));
  const found = trade.code ? sent.find((offer) => offer.isOurs && messageCarriesCode(offer.message, trade.code!)) : undefined;
  if (found) return adoptOffer(ctx, trade, found, source);
  if (Date.now() - startedAt.getTime() < settings.unknownGraceMs) {
    await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: later(2_000) } });
    return 'unknown';
  }
  const never: Move = { to: 'checking', note: 'Steam never created the offer', data: { nextCheckAt: new Date() } };
  const after = trade.attempt >= settings.maxAttempts ? decideFailure({ ...factsOf(trade), status: 'checking' }, `Steam did not create the offer in ${trade.attempt} attempts`) : { moves: [], effects: [] };
  return applyDecision(ctx, trade, { moves: [never, ...after.moves], effects: [{ type: 'release_assets', gone: false }, ...after.effects] }, { source });
}

async function adoptOffer(ctx: TradingContext, trade: LoadedTrade, offer: OfferSnapshot, source: TradeEventSource): Promise<TradeStatus> {
  await ctx.db.trade.update({
    where: { id: trade.id },
    data: { offerId: offer.offerId, sentAt: offer.createdAt, deadlineAt: new Date(offer.createdAt.getTime() + ctx.settings.offerTtlMs) },
  });
  await ctx.db.tradeEvent.create({ data: { tradeId: trade.id, fromStatus: 'unknown', toStatus: 'unknown', source, offerId: offer.offerId, note: `found offer ${offer.offerId} by its code` } });
  return applyOfferState(ctx, { ...trade, offerId: offer.offerId, sentAt: offer.createdAt, deadlineAt: new Date(offer.createdAt.getTime() + ctx.settings.offerTtlMs) }, offer, source);
}

export async function syncOffer(ctx: TradingContext, trade: LoadedTrade, source: TradeEventSource): Promise<TradeStatus> {
  if (!trade.offerId) return settleUnknownSend(ctx, trade, source);
  const offer = await ctx.port.getOffer(botRef(trade.bot), trade.offerId);
  if (!offer) throw new TradeError('unavailable', `Steam does not know offer ${trade.offerId} right now`);
  return applyOfferState(ctx, trade, offer, source);
}

/**
 * Records what Steam says of the trade's offer and does what that means (decide.ts). Safe to repeat with the
 * same answer. An observation belongs to the attempt whose offer it names: when the trade has moved on (a resend,
 * or a newer offer went out), it changes nothing, also when the trade moved after it was read.
 */
export async function applyOfferState(ctx: TradingContext, trade: LoadedTrade, offer: OfferSnapshot, source: TradeEventSource): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  // Decided on the trade as it is now, not as the caller read it (a resend may have come in between).
  const current = await db.trade.findUnique({ where: { id: trade.id }, select: { offerId: true, status: true } });
  if (!current) return trade.status;
  trade = { ...trade, offerId: current.offerId, status: current.status };
  const facts = factsOf(trade);
  // An accepted offer's exchange says what moved, and under which new asset ids (not asked for an old offer).
  const exchange = offer.state === 'accepted' && offer.tradeId && facts.offerId === offer.offerId ? await port.exchangeDetails(botRef(trade.bot), offer.tradeId) : null;
  const decision = decideOnOffer(facts, { offerId: offer.offerId, state: offer.state, tradeId: offer.tradeId, escrowEndsAt: offer.escrowEndsAt, exchange }, engineNow(ctx), settings);
  const status = await applyDecision(ctx, trade, decision, { source, observedOffer: offer.offerId });
  if (status === 'awaiting_confirmation' && decision.effects.some((effect) => effect.type === 'confirm_offer')) return confirmOffer(ctx, { ...trade, status });
  return status;
}

/** The protection window of a completed trade closed: reversed inside it, or done for good. */
export async function closeProtection(ctx: TradingContext, trade: LoadedTrade, source: TradeEventSource): Promise<TradeStatus> {
  const now = engineNow(ctx);
  const open = trade.protectedUntil !== null && trade.protectedUntil > now;
  const exchange = !open && trade.steamTradeId ? await ctx.port.exchangeDetails(botRef(trade.bot), trade.steamTradeId) : null;
  return applyDecision(ctx, trade, decideProtectionClosed(factsOf(trade), exchange, now), { source });
}

/** A trade waiting after an attempt ended: the buyer's resend window closed, or a decision was never taken. */
export function revisitOutcome(ctx: TradingContext, trade: LoadedTrade): Promise<TradeStatus> {
  return applyDecision(ctx, trade, decideRevisit(factsOf(trade), engineNow(ctx), ctx.settings), { source: 'engine' });
}
