/**
 * Keeping a trade in step with its offer at Steam. Whatever told the engine to look (its own schedule, the
 * bot's poll, a restart), the answer is Steam's: the offer's state, and for an accepted offer the trade's
 * exchange details, which say what moved and under which new asset ids.
 */
import type { Prisma, TradeStatus } from '@skins/db';
import { engineNow, type TradingContext } from './context.ts';
import { botRef } from './bots.ts';
import { sweepCustody } from './custody.ts';
import type { LoadedTrade } from './load-trade.ts';
import { messageCarriesCode } from './offer-message.ts';
import { TradeError, type ExchangeDetails, type OfferSnapshot } from './port.ts';
import { receiveSkin } from './receive-skin.ts';
import { keptForBuyer } from './resend-rule.ts';
import { decideAfterAttempt, endAttempt, failTrade, outcomeText, reverseTrade } from './trade-outcomes.ts';
import { ATTEMPT_OUTCOMES, moveTrade, OBSERVABLE_STATUSES, statusForOffer, type AttemptOutcome, type TradeEventSource } from './trade-state.ts';

type Tx = Prisma.TransactionClient;

/** Confirmations that never arrive are asked for this often before the offer is canceled and sent again. */
const CONFIRMATION_TRIES = 3;

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
    // The offer must not wait half-made: cancel it, and the engine sends a new one.
    await port.cancelOffer(botRef(trade.bot), trade.offerId!).catch(() => undefined);
    return db.$transaction((tx) => endAttempt(tx, trade, 'canceled_by_second_factor', { settings, source: 'engine', now: engineNow(ctx), note: `the mobile confirmation failed ${CONFIRMATION_TRIES} times: ${error.message}` }));
  }
  await db.$transaction((tx) =>
    moveTrade(tx, { tradeId: trade.id, from: 'awaiting_confirmation', to: 'sent', source: 'engine', offerId: trade.offerId, note: 'confirmed', data: { errorCount: 0, lastError: null, nextCheckAt: later(settings.recheckMs) } }),
  );
  return 'sent';
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
  return db.$transaction(async (tx) => {
    await moveTrade(tx, { tradeId: trade.id, from: 'unknown', to: 'checking', source, note: 'Steam never created the offer' });
    await tx.botAsset.updateMany({ where: { id: { in: trade.items.flatMap((item) => (item.botAssetId ? [item.botAssetId] : [])) }, status: 'in_offer' }, data: { status: 'held' } });
    if (trade.attempt >= settings.maxAttempts) return failTrade(tx, { ...trade, status: 'checking' }, `Steam did not create the offer in ${trade.attempt} attempts`);
    await tx.trade.update({ where: { id: trade.id }, data: { nextCheckAt: new Date() } });
    return 'checking';
  });
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
 * Records what Steam says of the trade's offer and does what that means. Safe to repeat with the same answer.
 * An observation belongs to the attempt whose offer it names: when the trade has moved on (a resend cleared
 * the offer, or a newer offer went out), it changes nothing, also when the trade moved after it was read.
 */
export async function applyOfferState(ctx: TradingContext, trade: LoadedTrade, offer: OfferSnapshot, source: TradeEventSource): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  if (trade.offerId !== offer.offerId || !OBSERVABLE_STATUSES.has(trade.status)) return trade.status;
  const current = await db.trade.findUnique({ where: { id: trade.id }, select: { offerId: true, status: true } });
  if (!current || current.offerId !== offer.offerId || !OBSERVABLE_STATUSES.has(current.status)) return current?.status ?? trade.status;
  const target = statusForOffer(offer.state);
  const now = engineNow(ctx);
  const move = (to: TradeStatus, note: string | null, data: Prisma.TradeUpdateManyMutationInput = {}) =>
    db.$transaction((tx) => moveTrade(tx, { tradeId: trade.id, from: trade.status, to, source, offerId: offer.offerId, observedOffer: offer.offerId, note, data }));

  switch (target) {
    case null:
      await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: later(settings.recheckMs) } });
      return trade.status;
    case 'awaiting_confirmation':
      if (trade.status !== 'awaiting_confirmation') {
        await move('awaiting_confirmation', 'Steam waits for the bot’s confirmation');
        trade = { ...trade, status: 'awaiting_confirmation' };
      }
      return confirmOffer(ctx, trade);
    case 'sent': {
      if (trade.status === 'unknown' || trade.status === 'awaiting_confirmation') {
        await move('sent', 'the offer is out');
        trade = { ...trade, status: 'sent' };
      }
      if (trade.deadlineAt && now >= trade.deadlineAt) {
        // Nobody answered by the deadline: the shop withdraws the offer (well before Steam's 14 days).
        await port.cancelOffer(botRef(trade.bot), offer.offerId);
        return db.$transaction((tx) => endAttempt(tx, trade, 'expired', { settings, source, now, note: `nobody accepted the offer by ${trade.deadlineAt!.toISOString()}` }));
      }
      const next = Math.min(trade.deadlineAt?.getTime() ?? Infinity, now.getTime() + settings.recheckMs);
      await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: new Date(next), errorCount: 0 } });
      return trade.status;
    }
    case 'accepted':
      return completeAccepted(ctx, trade, offer, source);
    case 'on_hold':
      if (trade.status !== 'on_hold') {
        await move('on_hold', offer.escrowEndsAt ? `Steam holds the trade until ${offer.escrowEndsAt.toISOString()}` : 'Steam holds the trade', {
          acceptedAt: trade.acceptedAt ?? now,
          steamTradeId: offer.tradeId,
          holdUntil: offer.escrowEndsAt,
          nextCheckAt: offer.escrowEndsAt && offer.escrowEndsAt > now ? offer.escrowEndsAt : later(settings.recheckMs),
        });
      } else {
        await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: trade.holdUntil && trade.holdUntil > now ? trade.holdUntil : later(settings.recheckMs) } });
      }
      return 'on_hold';
    case 'reversed':
      return db.$transaction((tx) => reverseTrade(tx, trade, source, now));
    default:
      return db.$transaction((tx) => endAttempt(tx, trade, target as AttemptOutcome, { settings, source, now }));
  }
}

async function completeAccepted(ctx: TradingContext, trade: LoadedTrade, offer: OfferSnapshot, source: TradeEventSource): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  const now = engineNow(ctx);
  const markAccepted = async (note: string) => {
    if (trade.status === 'accepted') return;
    await db.$transaction((tx) => moveTrade(tx, { tradeId: trade.id, from: trade.status, to: 'accepted', source, offerId: offer.offerId, observedOffer: offer.offerId, note, data: { acceptedAt: trade.acceptedAt ?? now, steamTradeId: offer.tradeId, nextCheckAt: later(3_000) } }));
    trade = { ...trade, status: 'accepted', acceptedAt: trade.acceptedAt ?? now, steamTradeId: offer.tradeId };
  };
  if (!offer.tradeId) {
    await markAccepted('accepted; Steam is carrying the trade out');
    return 'accepted';
  }
  const details = await port.exchangeDetails(botRef(trade.bot), offer.tradeId);
  switch (details.status) {
    case 'pending':
      await markAccepted('accepted; Steam is carrying the trade out');
      await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: later(3_000) } });
      return 'accepted';
    case 'in_escrow':
      return applyOfferState(ctx, trade, { ...offer, state: 'in_escrow' }, source);
    case 'reversed':
      return db.$transaction((tx) => reverseTrade(tx, trade, source, now));
    case 'failed':
      // Accepted, but Steam's trade did not go through: nothing moved; the engine tries again.
      await markAccepted('accepted, but Steam failed the trade');
      return db.$transaction(async (tx) => {
        await tx.botAsset.updateMany({ where: { id: { in: trade.items.flatMap((item) => (item.botAssetId ? [item.botAssetId] : [])) }, status: 'in_offer' }, data: { status: 'held' } });
        if (trade.attempt >= settings.maxAttempts) return failTrade(tx, trade, `Steam failed the trade ${trade.attempt} times`);
        await moveTrade(tx, { tradeId: trade.id, from: 'accepted', to: 'checking', source, note: 'Steam failed the trade; sending a new offer', data: { nextCheckAt: now } });
        return 'checking';
      });
    case 'complete':
      return db.$transaction((tx) => finishExchange(tx, trade, offer, details, source, now));
  }
}

/**
 * The trade went through: what the bot gave is gone (the buyer holds it under a new id), what it received is
 * the shop's under the new id Steam gave it. Inside a protection window the trade may still be reversed, so
 * it is `protected` until then (an intake's listing stays withdrawn, and no payout is made, until it closes).
 */
async function finishExchange(tx: Tx, trade: LoadedTrade, offer: OfferSnapshot, details: ExchangeDetails, source: TradeEventSource, now: Date): Promise<TradeStatus> {
  const moved = trade.kind === 'delivery' ? details.given : details.received;
  const protectedUntil = moved.reduce<Date | null>((latest, asset) => (asset.protectedUntil && asset.protectedUntil > now && (!latest || asset.protectedUntil > latest) ? asset.protectedUntil : latest), null);
  const to: TradeStatus = protectedUntil ? 'protected' : 'done';
  const ok = await moveTrade(tx, {
    tradeId: trade.id,
    from: trade.status,
    to,
    source,
    offerId: offer.offerId,
    observedOffer: offer.offerId,
    note: protectedUntil ? `accepted; reversible until ${protectedUntil.toISOString()}` : 'accepted; the items moved',
    data: { acceptedAt: trade.acceptedAt ?? now, steamTradeId: offer.tradeId, protectedUntil, doneAt: to === 'done' ? now : null, nextCheckAt: protectedUntil, errorCount: 0, lastError: null },
  });
  if (!ok) return trade.status;
  for (const item of trade.items) {
    if (trade.kind === 'delivery' && item.botAsset) {
      const given = details.given.find((asset) => asset.assetId === item.botAsset!.assetId);
      await tx.botAsset.update({ where: { id: item.botAsset.id }, data: { status: 'gone' } });
      await tx.tradeItem.update({ where: { id: item.id }, data: { newAssetId: given?.newAssetId ?? null } });
    }
    if (trade.kind === 'intake' && trade.sellOrderId) {
      const received = details.received.find((asset) => asset.assetId === item.partnerAssetId) ?? details.received[0];
      if (!received?.newAssetId) continue;
      const { botAssetId } = await receiveSkin(tx, trade.sellOrderId, {
        botId: trade.botId,
        assetId: received.newAssetId,
        classId: received.classId,
        instanceId: received.instanceId,
        tradableAfter: received.tradableAfter,
        protectedUntil: received.protectedUntil,
      }, now);
      await tx.tradeItem.update({ where: { id: item.id }, data: { newAssetId: received.newAssetId, botAssetId } });
    }
  }
  return to;
}

/** The protection window of a completed trade closed: reversed inside it, or done for good. */
export async function closeProtection(ctx: TradingContext, trade: LoadedTrade, source: TradeEventSource): Promise<TradeStatus> {
  const { db, port } = ctx;
  const now = engineNow(ctx);
  if (trade.protectedUntil && trade.protectedUntil > now) {
    await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: trade.protectedUntil } });
    return 'protected';
  }
  const details = trade.steamTradeId ? await port.exchangeDetails(botRef(trade.bot), trade.steamTradeId) : null;
  return db.$transaction(async (tx) => {
    if (details?.status === 'reversed') return reverseTrade(tx, trade, source, now);
    await moveTrade(tx, { tradeId: trade.id, from: 'protected', to: 'done', source, note: 'the protection window closed', data: { doneAt: now, nextCheckAt: null } });
    // An intake's listing goes on sale now that the trade can no longer be reversed.
    if (trade.kind === 'intake') await sweepCustody(tx);
    return 'done';
  });
}

/** A trade waiting after an attempt ended: the buyer's resend window closed, or a decision was never taken. */
export async function revisitOutcome(ctx: TradingContext, trade: LoadedTrade): Promise<TradeStatus> {
  const { db, settings } = ctx;
  const outcome = trade.status as AttemptOutcome;
  if (!(ATTEMPT_OUTCOMES as readonly string[]).includes(outcome)) return trade.status;
  const now = engineNow(ctx);
  if (trade.kind === 'delivery' && trade.resendableUntil && !keptForBuyer(trade.order?.kind)) {
    if (trade.resendableUntil > now) {
      await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: trade.resendableUntil } });
      return outcome;
    }
    return db.$transaction((tx) => failTrade(tx, trade, `${outcomeText(outcome)}, and no resend was asked for`));
  }
  return db.$transaction((tx) => decideAfterAttempt(tx, trade, outcome, settings, now));
}
