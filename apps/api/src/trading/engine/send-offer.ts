/**
 * Checking a trade and sending its offer (one attempt). Before anything goes to Steam the trade must still
 * make sense: a delivery only for an order whose payment completed, to the buyer's own Steam account, of
 * assets the bot still holds; an intake only for an accepted sell order. The attempt is written down
 * (`sending`, with the code its message carries) before Steam is asked, so a worker killed mid-send leaves a
 * trade that is settled by looking for that code, never by a second offer.
 */
import type { Prisma, TradeStatus } from '@skins/db';
import { engineNow, type TradingContext } from './context.ts';
import { botRef } from '../steam/bots.ts';
import { applyDecision } from './apply.ts';
import { decideAwaitOwner, decideIntakeItems, decideItemsLocked, type IntakeDropReason } from './decide.ts';
import { factsOf, liveItems, loadTrade, type LoadedTrade } from './load-trade.ts';
import { systemTransition } from '../../services/sell-orders/transition.ts';
import { ownerProof } from './owner-proof.ts';
import { deliveryMessage, intakeMessage, newOfferCode } from './offer-message.ts';
import { TradeError } from '../steam/port.ts';
import { confirmOffer } from './sync-offer.ts';
import { endAttempt, failTrade } from './trade-outcomes.ts';
import { moveTrade, OFFER_OUT_STATUSES } from './trade-state.ts';
import { isTransient, noteTrouble } from './trade-trouble.ts';

/**
 * Why the trade must not go out at all (it fails, and a delivery is refunded), 'awaiting_owner' when it waits for
 * the buyer to prove the Steam account theirs (owner-proof.ts), or null when it may go out.
 */
async function problemBeforeSending({ db }: TradingContext, trade: LoadedTrade): Promise<string | 'awaiting_owner' | null> {
  if (!trade.bot.active) return 'the bot that holds the items was taken out of service';
  if (trade.kind === 'intake') {
    const open = liveItems(trade).filter((item) => orderOf(trade, item)?.status === 'accepted');
    if (open.length === 0) return `the sell order is ${trade.sellOrder?.status ?? 'gone'}`;
    return null;
  }
  const order = trade.orderId
    ? await db.order.findUnique({
        where: { id: trade.orderId },
        select: { status: true, kind: true, paymentType: true, steamId: true, user: { select: { steamId: true } }, paymentEvents: { where: { status: 'successful' }, select: { id: true } }, purchase: { select: { id: true } } },
      })
    : null;
  // Paid: the provider confirmed a payment, or the balance paid for it (a pack's purchase, a trader API buy's ledger entry).
  const paid = order
    ? order.paymentEvents.length > 0 ||
      (order.kind === 'pack' && order.purchase !== null) ||
      (order.paymentType === 'balance' && (await db.balanceEntry.count({ where: { orderId: trade.orderId!, kind: 'item_purchase' } })) > 0)
    : false;
  if (!order || !['completed', 'partly_refunded'].includes(order.status) || !paid) return 'the order has no completed payment';
  const proof = ownerProof(order.user.steamId, trade.partnerSteamId);
  if (proof === 'someone_else') return 'the trade URL is no longer the buyer’s own Steam account';
  const notHeld = trade.items.some((item) => !item.botAsset || item.botAsset.botId !== trade.botId || item.botAsset.status === 'gone');
  if (notHeld) return 'the items are no longer held by the shop';
  return proof === 'awaiting' ? 'awaiting_owner' : null;
}

/** An intake line's sell order (a trade opened before lines named their own names the trade's). */
const orderOf = (trade: LoadedTrade, item: LoadedTrade['items'][number]) => item.sellOrder ?? trade.sellOrder;

const DROPPED_TEXT: Record<IntakeDropReason, string> = {
  not_in_inventory: 'the skin left your Steam inventory before our offer went out; the other skins of the trade go on',
  not_tradable: 'Steam no longer lets the skin be traded; the other skins of the trade go on',
  order_closed: 'the sell order was closed before our offer went out',
};

/**
 * The seller's assets the offer asks for, as their inventory is now (decide.ts decideIntakeItems). Skins that
 * dropped out are recorded on their lines and their sell orders cancelled saying why; the rest go on. A
 * string: nothing is left to ask for, and why.
 */
async function planIntake({ db, port }: TradingContext, trade: LoadedTrade): Promise<string[] | string> {
  const lines = liveItems(trade);
  const inventory = await port.userInventory(botRef(trade.bot), trade.partnerSteamId);
  const plan = decideIntakeItems(
    lines.map((item) => ({ id: item.id, partnerAssetId: item.partnerAssetId, orderStatus: orderOf(trade, item)?.status ?? 'gone', skinName: orderOf(trade, item)?.skinName ?? '' })),
    inventory,
  );
  if (plan.ask.length === 0) {
    const names = lines.map((item) => `"${orderOf(trade, item)?.skinName ?? ''}"`).join(', ');
    return `${names} ${lines.length === 1 ? 'is' : 'are'} not in the seller’s Steam inventory, or not tradable`;
  }
  await db.$transaction(async (tx) => {
    for (const line of plan.ask) await tx.tradeItem.updateMany({ where: { id: line.itemId, partnerAssetId: null }, data: { partnerAssetId: line.assetId } });
    for (const line of plan.drop) {
      await tx.tradeItem.update({ where: { id: line.itemId }, data: { droppedReason: line.reason } });
      const orderId = lines.find((item) => item.id === line.itemId)?.sellOrderId;
      if (orderId && line.reason !== 'order_closed') await systemTransition(tx, { id: orderId, action: 'intake_failed', note: DROPPED_TEXT[line.reason] });
    }
  });
  return plan.ask.map((line) => line.assetId);
}

export async function checkAndSend(ctx: TradingContext, trade: LoadedTrade): Promise<TradeStatus> {
  const { db, port } = ctx;
  if (trade.status === 'queued') {
    await db.$transaction((tx) => moveTrade(tx, { tradeId: trade.id, from: 'queued', to: 'checking', source: 'engine' }));
    trade = { ...trade, status: 'checking' };
  }
  const problem = await problemBeforeSending(ctx, trade);
  if (problem === 'awaiting_owner') return applyDecision(ctx, trade, decideAwaitOwner(engineNow(ctx), ctx.settings), { source: 'engine' });
  if (problem) return db.$transaction((tx) => failTrade(tx, trade, problem));
  const locked = decideItemsLocked(factsOf(trade), trade.items.map((item) => item.botAsset?.tradableAfter ?? null), engineNow(ctx));
  if (locked) return applyDecision(ctx, trade, locked, { source: 'engine' });

  let partnerAssetIds: string[] = [];
  if (trade.kind === 'intake') {
    const plan = await planIntake(ctx, trade);
    if (typeof plan === 'string') return db.$transaction((tx) => failTrade(tx, trade, plan));
    partnerAssetIds = plan;
    // Dropped lines are no longer the trade's to ask for.
    const reloaded = await loadTrade(db, trade.id);
    if (reloaded) trade = { ...reloaded, status: trade.status };
  }

  await acknowledgeProtectionOnce(ctx, trade);
  let holdDays: number;
  try {
    holdDays = (await port.holdDurations(botRef(trade.bot), trade.tradeUrl)).theirDays;
  } catch (error) {
    if (error instanceof TradeError && error.kind === 'partner_unreachable') {
      return db.$transaction((tx) => endAttempt(tx, trade, 'declined', { settings: ctx.settings, source: 'engine', now: engineNow(ctx), note: `Steam refused the trade URL: ${error.message}` }));
    }
    // Any other refusal of a question that changes nothing is Steam having trouble: ask again later.
    if (error instanceof TradeError && !isTransient(error)) throw new TradeError('unavailable', (error as TradeError).message, (error as TradeError).details);
    throw error;
  }
  return sendAttempt(ctx, trade, holdDays, partnerAssetIds);
}

/**
 * Steam blocks the offers of an account that never acknowledged Trade Protection (TF2 bots were stuck so): each
 * bot acknowledges it once, before its first offer. A failure is Steam's trouble: the step runs again later.
 */
async function acknowledgeProtectionOnce({ db, port }: TradingContext, trade: LoadedTrade): Promise<void> {
  if (trade.bot.protectionAcknowledgedAt) return;
  try {
    await port.acknowledgeTradeProtection(botRef(trade.bot));
  } catch (error) {
    if (isTransient(error)) throw error;
    throw new TradeError('unavailable', `acknowledging Trade Protection: ${error instanceof Error ? error.message : String(error)}`);
  }
  await db.steamBot.update({ where: { id: trade.botId }, data: { protectionAcknowledgedAt: new Date() } });
}

class AssetsNotHeld extends Error {}
/** Steam refuses a bot's 31st active offer and a 6th to one partner: the trade waits its turn instead. */
class OfferCapReached extends Error {}
/** How soon a trade that waits for a free offer slot looks again. */
const CAP_WAIT_MS = 15_000;
/** Another step moved the trade first (a second worker, a resend): this one leaves it to that. */
class TradeMovedMeanwhile extends Error {}

async function sendAttempt(ctx: TradingContext, trade: LoadedTrade, holdDays: number, partnerAssetIds: readonly string[]): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  const now = engineNow(ctx);
  const code = newOfferCode();
  const attempt = trade.attempt + 1;
  const assetIds = trade.kind === 'delivery' ? trade.items.map((item) => item.botAssetId!) : [];
  try {
    await db.$transaction(async (tx) => {
      await assertOfferSlot(tx, trade, settings);
      const moved = await moveTrade(tx, {
        tradeId: trade.id,
        from: 'checking',
        to: 'sending',
        source: 'engine',
        note: `attempt ${attempt}, code ${code}`,
        data: { attempt, code, holdDays, sendStartedAt: now, offerId: null, sentAt: null, deadlineAt: null, resendableUntil: null, nextCheckAt: new Date(now.getTime() + settings.unknownGraceMs) },
      });
      if (!moved) throw new TradeMovedMeanwhile();
      // Each asset is promised to one offer at a time: held -> in_offer is conditional, all or nothing.
      const { count } = await tx.botAsset.updateMany({ where: { id: { in: assetIds }, status: 'held' }, data: { status: 'in_offer' } });
      if (count !== assetIds.length) throw new AssetsNotHeld('an item is promised to another offer');
    });
  } catch (error) {
    if (error instanceof AssetsNotHeld) return db.$transaction((tx) => failTrade(tx, trade, 'the items are no longer held by the shop'));
    if (error instanceof OfferCapReached) {
      await db.trade.updateMany({ where: { id: trade.id, status: 'checking' }, data: { nextCheckAt: new Date(Date.now() + CAP_WAIT_MS), lastError: error.message } });
      return 'checking';
    }
    if (error instanceof TradeMovedMeanwhile) return (await db.trade.findUniqueOrThrow({ where: { id: trade.id }, select: { status: true } })).status;
    throw error;
  }
  const sending: LoadedTrade = { ...trade, status: 'sending', attempt, code };

  const message =
    trade.kind === 'delivery' && trade.orderId
      ? deliveryMessage(trade.orderId, code, trade.items.map((item) => item.orderItem?.title ?? 'item'))
      : intakeMessage(
          liveItems(trade).map((item) => item.sellOrderId ?? trade.sellOrderId ?? 0),
          code,
          liveItems(trade).map((item) => orderOf(trade, item)?.skinName ?? 'your skin'),
        );
  let sent;
  try {
    sent = await port.sendOffer(botRef(trade.bot), {
      tradeUrl: trade.tradeUrl,
      give: trade.items.flatMap((item) => (trade.kind === 'delivery' && item.botAsset ? [item.botAsset.assetId] : [])),
      receive: [...partnerAssetIds],
      message,
    });
  } catch (error) {
    return afterFailedSend(ctx, sending, error);
  }

  const status: TradeStatus = sent.needsConfirmation ? 'awaiting_confirmation' : 'sent';
  await db.$transaction((tx) =>
    moveTrade(tx, {
      tradeId: trade.id,
      from: 'sending',
      to: status,
      source: 'engine',
      offerId: sent.offerId,
      note: `offer ${sent.offerId}`,
      data: {
        offerId: sent.offerId,
        sentAt: now,
        deadlineAt: new Date(now.getTime() + settings.offerTtlMs),
        nextCheckAt: sent.needsConfirmation ? now : new Date(now.getTime() + settings.recheckMs),
        errorCount: 0,
        lastError: null,
      },
    }),
  );
  if (status === 'sent') return status;
  // Confirm in the same step: a bot's queue takes steps at its rate, and an unconfirmed offer is no offer yet.
  const created = await loadTrade(db, trade.id);
  return created ? confirmOffer(ctx, created) : status;
}

/**
 * Counted under locks per bot and per partner, in the transaction that writes the attempt down, so workers
 * sending at once for one buyer from several bots cannot pass the cap together.
 */
async function assertOfferSlot(tx: Prisma.TransactionClient, trade: LoadedTrade, settings: TradingContext['settings']): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`offers-bot:${trade.botId}`}))`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`offers-partner:${trade.partnerSteamId}`}))`;
  const out = [...OFFER_OUT_STATUSES];
  const botOffers = await tx.trade.count({ where: { botId: trade.botId, status: { in: out }, id: { not: trade.id } } });
  if (botOffers >= settings.botMaxOffers) throw new OfferCapReached(`waiting for a free offer slot: the bot has ${botOffers} offers out`);
  const partnerOffers = await tx.trade.count({ where: { partnerSteamId: trade.partnerSteamId, status: { in: out }, id: { not: trade.id } } });
  if (partnerOffers >= settings.partnerMaxOffers) throw new OfferCapReached(`waiting for a free offer slot: ${partnerOffers} offers are out to this Steam account`);
}

/** Steam did not say "created". Whether an offer exists decides what happens next. */
async function afterFailedSend(ctx: TradingContext, trade: LoadedTrade, error: unknown): Promise<TradeStatus> {
  const { db, port, settings } = ctx;
  const backToChecking = (note: string) =>
    db.$transaction(async (tx) => {
      await moveTrade(tx, { tradeId: trade.id, from: 'sending', to: 'checking', source: 'engine', note });
      await tx.botAsset.updateMany({ where: { id: { in: trade.items.flatMap((item) => (item.botAssetId ? [item.botAssetId] : [])) }, status: 'in_offer' }, data: { status: 'held' } });
    });

  if (!(error instanceof TradeError) || error.kind === 'unavailable') {
    // A timeout or a 5xx: Steam may have created the offer anyway. Look for it before anything else.
    await db.$transaction((tx) =>
      moveTrade(tx, { tradeId: trade.id, from: 'sending', to: 'unknown', source: 'engine', note: `no answer from Steam: ${error instanceof Error ? error.message : String(error)}`, data: { nextCheckAt: new Date(Date.now() + 2_000) } }),
    );
    return 'unknown';
  }
  switch (error.kind) {
    case 'rate_limited':
    case 'not_logged_in':
      // Refused before anything was created: the same attempt goes again once the bot may.
      await backToChecking(`Steam refused for now: ${error.message}`);
      if (error.kind === 'not_logged_in') await port.ensureSession(botRef(trade.bot)).catch(() => undefined);
      await noteTrouble(db, trade, error);
      return 'checking';
    case 'items_unavailable':
      return db.$transaction((tx) => endAttempt(tx, trade, 'invalid_items', { settings, source: 'engine', now: engineNow(ctx), note: `Steam refused the items: ${error.message}` }));
    case 'partner_unreachable':
      return db.$transaction((tx) => endAttempt(tx, trade, 'declined', { settings, source: 'engine', now: engineNow(ctx), note: `Steam refused the trade URL: ${error.message}` }));
    default:
      if (/trade protection/i.test(error.message)) {
        // Steam wants the acknowledgement (again): the bot gives it before this attempt goes out once more.
        await backToChecking(`Steam refused the offer: ${error.message}`);
        await db.steamBot.update({ where: { id: trade.botId }, data: { protectionAcknowledgedAt: null } });
        await db.trade.update({ where: { id: trade.id }, data: { nextCheckAt: new Date() } });
        return 'checking';
      }
      if (trade.attempt >= settings.maxAttempts) return db.$transaction((tx) => failTrade(tx, trade, `Steam refused the offer ${trade.attempt} times: ${error.message}`));
      await backToChecking(`Steam refused the offer: ${error.message}`);
      await db.trade.update({ where: { id: trade.id }, data: { errorCount: { increment: 1 }, lastError: error.message.slice(0, 500), nextCheckAt: new Date(Date.now() + 30_000) } });
      return 'checking';
  }
}
